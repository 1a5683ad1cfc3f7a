# The key template runtime of the Python key builders (python.cc): keyscape's key templates
# (keyscape/model/key_template.h, ParseKey included) and ParseIso8601/FormatIso8601
# (keyscape/model/time_format.h) in Python, message for message. Embedded at build time
# (runtime/runtimes.cmake): python.cc copies the lines after the runtime-begin marker, up to the
# blank line before runtime-end, into every generated file, after its imports (the same imports as
# below). The imports make this a module of its own, so python3 -m py_compile checks it
# (tests/exports/runtimes.test.mjs). It must agree with the engine byte for byte:
# tests/exports/builders.test.mjs runs both on every example's sample items and on edge values.
from __future__ import annotations

import base64
import dataclasses
import re
from decimal import Decimal
from typing import Any, Callable, ClassVar, Mapping, NamedTuple, NoReturn, TypedDict

# keyscape:runtime-begin

# ---- key template runtime: keyscape's key templates (key_template.h), in Python ----

Number = int | Decimal | str
"""A number attribute's value: an int, a Decimal or its decimal text ("12.50")."""


class KeyTemplateError(ValueError):
    """A value or key a template rejects; the message is keyscape's."""


class Pad(NamedTuple):
    width: int
    fill: str


class Placeholder(NamedTuple):
    attr: str
    filters: tuple[Pad | str, ...]  # Pad, "upper", "lower" or "iso8601"


class KeyTemplate(NamedTuple):
    """A key template as data: its text and its parts (literal text or placeholders)."""

    text: str
    parts: tuple[str | Placeholder, ...]


def _fail(t: KeyTemplate, problem: str) -> NoReturn:
    raise KeyTemplateError("template " + t.text + ": " + problem)


def _attributes(t: KeyTemplate) -> list[str]:
    names: list[str] = []
    for p in t.parts:
        if isinstance(p, Placeholder) and p.attr not in names:
            names.append(p.attr)
    return names


def _bad_utf8_at(s: str) -> int:
    """The index of a lone surrogate (text that is not valid UTF-8), or -1."""
    for i, c in enumerate(s):
        if 0xD800 <= ord(c) <= 0xDFFF:
            return i
    return -1


def _utf8_len(s: str) -> int:
    return len(s.encode("utf-8", "surrogatepass"))


def _filter_text(f: Pad | str) -> str:
    if isinstance(f, Pad):
        return "pad(" + str(f.width) + ("" if f.fill == "0" else "," + f.fill) + ")"
    return f


def _fixed_width(p: str | Placeholder) -> int | None:
    """The width a pad or iso8601 filter fixes (the last one), or None."""
    if not isinstance(p, Placeholder):
        return None
    width = None
    for f in p.filters:
        if f == "iso8601":
            width = 20
        elif isinstance(f, Pad):
            width = f.width
    return width


# ---- iso8601: ParseIso8601 and FormatIso8601 of keyscape (time_format.h) ----


def _tdiv(a: int, b: int) -> int:
    """C++ integer division (toward zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def _days_from_civil(y: int, m: int, d: int) -> int:
    y -= 1 if m <= 2 else 0
    era = _tdiv(y if y >= 0 else y - 399, 400)
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _format_iso8601(millis: int) -> str:
    secs = millis // 1000
    days = secs // 86400
    rem = secs - days * 86400
    z = days + 719468
    era = _tdiv(z if z >= 0 else z - 146096, 146097)
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    y = yoe + era * 400 + (1 if m <= 2 else 0)
    return "%04d-%02d-%02dT%02d:%02d:%02dZ" % (y, m, d, rem // 3600, rem // 60 % 60, rem % 60)


def _valid_date(y: int, mo: int, d: int) -> bool:
    days = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    if mo < 1 or mo > 12 or d < 1 or d > days[mo - 1]:
        return False
    leap = (y % 4 == 0 and y % 100 != 0) or y % 400 == 0
    return not (mo == 2 and d == 29 and not leap)


def _parse_iso8601(t: str) -> int | None:
    """YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS[.f...]] with Z, +HH:MM, -HH:MM, +HHMM or +HH (t
    and z may be lower case; the fraction is kept to the millisecond) -> milliseconds since
    the epoch; None for anything else or outside years 0000..9999."""
    at = 0

    def digits(n: int) -> int | None:
        nonlocal at
        if at + n > len(t):
            return None
        v = 0
        for c in t[at : at + n]:
            if not "0" <= c <= "9":
                return None
            v = v * 10 + ord(c) - 48
        at += n
        return v

    def char(*allowed: str) -> bool:
        nonlocal at
        if at < len(t) and t[at] in allowed:
            at += 1
            return True
        return False

    y = digits(4)
    if y is None or not char("-"):
        return None
    mo = digits(2)
    if mo is None or not char("-"):
        return None
    d = digits(2)
    if d is None or not _valid_date(y, mo, d):
        return None
    time_of_day = 0
    if at != len(t):
        if not char("T", "t"):
            return None
        h = digits(2)
        if h is None or not char(":"):
            return None
        mi = digits(2)
        if mi is None:
            return None
        s = frac = 0
        if char(":"):
            ss = digits(2)
            if ss is None:
                return None
            s = ss
            if char(".", ","):
                first = at
                while at < len(t) and "0" <= t[at] <= "9":
                    if at - first < 3:
                        frac = frac * 10 + ord(t[at]) - 48
                    at += 1
                if at == first:
                    return None
                frac *= 10 ** max(0, 3 - (at - first))
        if h > 23 or mi > 59 or s > 59 or at >= len(t):
            return None
        offset = 0
        if not char("Z", "z"):
            sign = t[at]
            if not char("+", "-"):
                return None
            oh = digits(2)
            if oh is None:
                return None
            om = 0
            if at < len(t):
                char(":")
                m = digits(2)
                if m is None:
                    return None
                om = m
            if oh > 23 or om > 59:
                return None
            offset = (-1 if sign == "-" else 1) * (oh * 60 + om)
        if at != len(t):
            return None
        time_of_day = ((h * 60 + mi - offset) * 60 + s) * 1000 + frac
    result = _days_from_civil(y, mo, d) * 86400000 + time_of_day
    if result < _days_from_civil(0, 1, 1) * 86400000 or result > 253402300799999:
        return None
    return result


def _is_iso8601_beginning(s: str) -> bool:
    """A non-empty beginning of "YYYY-MM-DDTHH:MM:SSZ", shorter than all of it."""
    form = "DDDD-DD-DDTDD:DD:DDZ"
    if not s or len(s) >= len(form):
        return False
    return all(("0" <= c <= "9") if f == "D" else c == f for c, f in zip(s, form))


# ---- render, prefix and parse ----


def _render_value(t: KeyTemplate, p: Placeholder, value: str, partial: bool) -> str:
    if _bad_utf8_at(value) >= 0:
        _fail(t, "the value of " + p.attr + " is not valid UTF-8")
    v = value
    pad_follows = False  # a partial date keeps its place only when no pad moves it
    for f in reversed(p.filters if partial else ()):
        if f == "iso8601":
            break
        pad_follows = pad_follows or isinstance(f, Pad)
    for f in p.filters:
        if f == "upper":
            v = v.encode("utf-8").upper().decode("utf-8")  # bytes.upper: ASCII only
        elif f == "lower":
            v = v.encode("utf-8").lower().decode("utf-8")
        elif f == "iso8601":
            if partial and not pad_follows and _is_iso8601_beginning(v):
                continue
            millis = _parse_iso8601(v)
            if millis is None:
                _fail(t, "value " + v + " of " + p.attr +
                      " is not an ISO 8601 date-time (like 2026-06-23T10:00:00Z)")
            v = _format_iso8601(millis)
        elif isinstance(f, Pad):
            if len(v) >= 2 and v[0] == "-" and "0" <= v[1] <= "9":
                _fail(t, "value " + v + " of " + p.attr + " is a negative number, which " +
                      _filter_text(f) + " cannot keep in order")
            if len(v) > f.width:
                _fail(t, "value " + v + " of " + p.attr + " is longer than " + _filter_text(f))
            v = f.fill * (f.width - len(v)) + v
    return v


def _check_delimiter(t: KeyTemplate, i: int, value: str, rendered: str) -> None:
    """A value must not contain the literal after its placeholder, nor end with its start."""
    p = t.parts[i]
    if i + 1 >= len(t.parts) or not isinstance(p, Placeholder) or _fixed_width(p) is not None:
        return
    d = t.parts[i + 1]
    if not isinstance(d, str) or (rendered + d).find(d) == len(rendered):
        return
    how = " contains '" if d in rendered else " ends with the start of '"
    _fail(t, "value " + value + " of " + p.attr + how + d + "', the text that follows ${" +
          p.attr + "}, so the key could not be parsed back")


def _render(t: KeyTemplate, values: dict[str, str]) -> str:
    key = ""
    for i, p in enumerate(t.parts):
        if isinstance(p, str):
            key += p
            continue
        if p.attr not in values:
            _fail(t, "attribute " + p.attr + " is missing")
        v = _render_value(t, p, values[p.attr], False)
        _check_delimiter(t, i, values[p.attr], v)
        key += v
    return key


def _prefix(t: KeyTemplate, values: dict[str, str]) -> str:
    names = _attributes(t)
    for name in sorted(values):
        if name not in names:
            _fail(t, "attribute " + name + " is not in the template")
    stop = len(t.parts)
    for i, p in enumerate(t.parts):
        if isinstance(p, Placeholder) and p.attr not in values:
            stop = i
            break
    used: list[str] = []
    last = len(t.parts)
    for i, p in enumerate(t.parts[:stop]):
        if isinstance(p, Placeholder):
            used.append(p.attr)
            last = i
    for name in sorted(values):
        missing = t.parts[stop] if stop < len(t.parts) else None
        if name not in used and isinstance(missing, Placeholder):
            _fail(t, "attribute " + name + " is given, but " + missing.attr +
                  ", which comes before it, is missing")
    prefix = ""
    end = stop if last == len(t.parts) else last + 1
    for i, p in enumerate(t.parts[:end]):
        if isinstance(p, str):
            prefix += p
            continue
        v = _render_value(t, p, values[p.attr], i == last)
        _check_delimiter(t, i, values[p.attr], v)
        prefix += v
    return prefix


def _unpad(s: str, fill: str) -> str:
    """The leading fill characters removed; for '0' one stays when nothing or a '.' follows."""
    i = 0
    if fill == "0":
        while i + 1 < len(s) and s[i] == "0" and s[i + 1] != ".":
            i += 1
    else:
        while i < len(s) and s[i] == fill:
            i += 1
    return s[i:]


def _undo_candidates(filters: tuple[Pad | str, ...], segment: str) -> list[str]:
    """The texts a segment may have come from, best first (each pad undone; at most 4096)."""
    texts = [segment]
    for f in reversed(filters):
        if not isinstance(f, Pad):
            continue
        following: list[str] = []
        for s in texts:
            best = _unpad(s, f.fill)
            following.append(best)
            lead = len(s) - len(s.lstrip(f.fill))
            for j in range(lead, -1, -1):
                if len(following) >= 4096:
                    break
                if len(s) - j != len(best):
                    following.append(s[j:])
            if len(following) >= 4096:
                break
        texts = following
    return texts


def _parse(t: KeyTemplate, key: str) -> dict[str, str]:
    """Only for unambiguous templates (a parse method exists only for those)."""
    bad = _bad_utf8_at(key)
    if bad >= 0:
        _fail(t, "the key is not valid UTF-8 at offset " + str(_utf8_len(key[:bad])))

    def key_error(problem: str) -> NoReturn:
        _fail(t, "key " + key + " does not fit: " + problem)

    def offset(pos: int) -> int:
        return _utf8_len(key[:pos])

    segments: list[tuple[Placeholder, int, str]] = []
    pos = 0
    for i, p in enumerate(t.parts):
        at = " at offset " + str(offset(pos))
        if isinstance(p, str):
            if not key.startswith(p, pos):
                key_error("expected '" + p + "'" + at)
            pos += len(p)
            continue
        end = len(key)
        width = _fixed_width(p)
        following = t.parts[i + 1] if i + 1 < len(t.parts) else None
        if width is not None:
            end = pos + width
            if end > len(key):
                key_error("${" + p.attr + "} needs " + str(width) + " characters" + at +
                          ", and only " + str(len(key) - pos) + " are left")
        elif isinstance(following, str):
            end = key.find(following, pos)
            if end < 0:
                key_error("expected '" + following + "' after ${" + p.attr + "}" + at)
        segments.append((p, offset(pos), key[pos:end]))
        pos = end
    if pos != len(key):
        key_error("unexpected text '" + key[pos:] + "' at offset " + str(offset(pos)) +
                  ", after the end of the template")
    lead = len("template " + t.text + ": ")
    values: dict[str, str] = {}
    why = ""
    for name in _attributes(t):
        own = [s for s in segments if s[0].attr == name]
        found = None
        for c in [c for s in own for c in _undo_candidates(s[0].filters, s[2])]:
            problem = ""
            for part, at, text in own:
                try:
                    r = _render_value(t, part, c, False)
                except KeyTemplateError as e:
                    problem = str(e)[lead:]
                    break
                if r != text:
                    problem = (text + " at offset " + str(at) + " is not what ${" + name +
                               "} renders for " + c + " (" + r + ")")
                    break
            if not problem:
                found = c
                break
            if not why:
                why = problem
        if found is None:
            key_error(why)
        values[name] = found
    return values


# ---- typed values: S is text, N its decimal text, B its base64 text ----


def _text(kind: str, v: object) -> str:
    if kind == "B":
        if not isinstance(v, (bytes, bytearray)):
            raise KeyTemplateError("a B value must be bytes, not " + type(v).__name__)
        return base64.b64encode(v).decode("ascii")
    if kind == "N":
        if isinstance(v, bool) or not isinstance(v, (int, float, Decimal, str)):
            raise KeyTemplateError("an N value must be an int, a Decimal or its text")
        if isinstance(v, Decimal):
            return format(v, "f")
        if isinstance(v, float):
            return str(int(v)) if v.is_integer() else repr(v)
        return str(v)
    return v if isinstance(v, str) else str(v)


def _values(*given: tuple[str, str, object]) -> dict[str, str]:
    """(attribute, type, value) -> template values; None is absent."""
    return {name: _text(kind, v) for name, kind, v in given if v is not None}


def _typed(t: KeyTemplate, kind: str, name: str, text: str) -> Any:
    """A parsed template value typed: N as a Decimal, B as bytes, S as it is."""
    if kind == "N":
        try:
            return Decimal(text)
        except ArithmeticError:
            _fail(t, "value " + text + " of " + name + " is not a number")
    if kind == "B":
        return _bytes(text, "template " + t.text + ": " + name)
    return text


def _bytes(text: str, what: str) -> bytes:
    if not re.fullmatch(r"(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?", text):
        raise KeyTemplateError(what + ": value " + text + " is not base64")
    return base64.b64decode(text)


class Builders(NamedTuple):
    """An entity's dataclass, its keys() and its key functions by key attribute."""

    cls: type
    keys: Callable[[Any], dict[str, str | bytes]]
    build: dict[str, Callable[..., str | bytes]]
    parse: dict[str, Callable[[str], Mapping[str, Any]]]
    prefix: dict[str, Callable[..., str]]

# keyscape:runtime-end
