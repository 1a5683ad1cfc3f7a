// The key template runtime of the Java key builders (java.cc): keyscape's key templates
// (keyscape/model/key_template.h, ParseKey included) and ParseIso8601/FormatIso8601
// (keyscape/model/time_format.h) in Java, message for message. Embedded at build time
// (runtime/runtimes.cmake): java.cc copies the lines after the runtime-begin marker, up to the
// blank line before runtime-end, into every generated file, inside the generated class after its
// entity classes (the generated file has the same imports as below). The class around them makes
// this a compilation unit of its own, so javac checks it (tests/exports/runtimes.test.mjs). It
// must agree with the engine byte for byte: tests/exports/builders.test.mjs runs both on every
// example's sample items and on edge values.
package keys;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

public final class KeyTemplateRuntime {
// keyscape:runtime-begin

  // ---- key template runtime: keyscape's key templates (key_template.h), in Java ----

  /** A value or key a template rejects; the message is keyscape's. */
  public static final class KeyTemplateError extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    KeyTemplateError(String message) {
      super(message);
    }
  }

  static final int PAD = 0, UPPER = 1, LOWER = 2, ISO8601 = 3;

  static final class Filter {
    final int kind;
    final int width;
    final String fill;

    Filter(int kind, int width, String fill) {
      this.kind = kind;
      this.width = width;
      this.fill = fill;
    }

    @Override
    public String toString() {
      switch (kind) {
        case UPPER: return "upper";
        case LOWER: return "lower";
        case ISO8601: return "iso8601";
        default: return "pad(" + width + (fill.equals("0") ? "" : "," + fill) + ")";
      }
    }
  }

  static Filter pad(int width, String fill) {
    return new Filter(PAD, width, fill);
  }

  static final Filter UPPER_FILTER = new Filter(UPPER, 0, ""), LOWER_FILTER = new Filter(LOWER, 0, ""),
      ISO8601_FILTER = new Filter(ISO8601, 0, "");

  /** A literal (attr null) or a placeholder. */
  static final class Part {
    final String lit;
    final String attr;
    final Filter[] filters;

    Part(String lit, String attr, Filter[] filters) {
      this.lit = lit;
      this.attr = attr;
      this.filters = filters;
    }

    boolean placeholder() {
      return attr != null;
    }

    /** The width a pad or iso8601 filter fixes (the last one), or -1. */
    int fixedWidth() {
      int width = -1;
      for (Filter f : filters) {
        if (f.kind == PAD) width = f.width;
        if (f.kind == ISO8601) width = 20;
      }
      return width;
    }
  }

  static Part lit(String text) {
    return new Part(text, null, new Filter[0]);
  }

  static Part attr(String name, Filter... filters) {
    return new Part(null, name, filters);
  }

  /** A key template as data: its text and its parts in order. */
  static final class KeyTemplate {
    final String text;
    final Part[] parts;

    KeyTemplate(String text, Part... parts) {
      this.text = text;
      this.parts = parts;
    }

    KeyTemplateError fail(String problem) {
      return new KeyTemplateError("template " + text + ": " + problem);
    }

    List<String> attributes() {
      List<String> names = new ArrayList<>();
      for (Part p : parts) if (p.placeholder() && !names.contains(p.attr)) names.add(p.attr);
      return names;
    }

    String renderValue(Part p, String value, boolean partial) {
      if (badUtf8At(value) >= 0) throw fail("the value of " + p.attr + " is not valid UTF-8");
      String v = value;
      boolean padFollows = false; // a partial date keeps its place only when no pad moves it
      for (int i = p.filters.length - 1; i >= 0 && partial; i--) {
        if (p.filters[i].kind == ISO8601) break;
        padFollows = padFollows || p.filters[i].kind == PAD;
      }
      for (Filter f : p.filters) {
        if (f.kind == UPPER) {
          v = asciiCase(v, 'a', 'A');
        } else if (f.kind == LOWER) {
          v = asciiCase(v, 'A', 'a');
        } else if (f.kind == ISO8601) {
          if (partial && !padFollows && isIso8601Beginning(v)) continue;
          Long millis = parseIso8601(v);
          if (millis == null)
            throw fail("value " + v + " of " + p.attr
                + " is not an ISO 8601 date-time (like 2026-06-23T10:00:00Z)");
          v = formatIso8601(millis);
        } else {
          if (v.length() >= 2 && v.charAt(0) == '-' && v.charAt(1) >= '0' && v.charAt(1) <= '9')
            throw fail("value " + v + " of " + p.attr + " is a negative number, which " + f
                + " cannot keep in order");
          int n = v.codePointCount(0, v.length());
          if (n > f.width) throw fail("value " + v + " of " + p.attr + " is longer than " + f);
          v = f.fill.repeat(f.width - n) + v;
        }
      }
      return v;
    }

    /** A value must not contain the literal after its placeholder, nor end with its start. */
    void checkDelimiter(int i, String value, String rendered) {
      if (i + 1 >= parts.length || parts[i + 1].placeholder() || parts[i].fixedWidth() >= 0) return;
      String d = parts[i + 1].lit;
      if ((rendered + d).indexOf(d) == rendered.length()) return;
      String how = rendered.contains(d) ? " contains '" : " ends with the start of '";
      String name = parts[i].attr;
      throw fail("value " + value + " of " + name + how + d + "', the text that follows ${" + name
          + "}, so the key could not be parsed back");
    }

    String render(Map<String, String> values) {
      StringBuilder key = new StringBuilder();
      for (int i = 0; i < parts.length; i++) {
        Part p = parts[i];
        if (!p.placeholder()) {
          key.append(p.lit);
          continue;
        }
        String value = values.get(p.attr);
        if (value == null) throw fail("attribute " + p.attr + " is missing");
        String v = renderValue(p, value, false);
        checkDelimiter(i, value, v);
        key.append(v);
      }
      return key.toString();
    }

    String prefix(Map<String, String> values) {
      List<String> names = attributes();
      List<String> given = new ArrayList<>(values.keySet());
      given.sort(KeyTemplate::byCodePoint);
      for (String name : given)
        if (!names.contains(name)) throw fail("attribute " + name + " is not in the template");
      int stop = parts.length;
      for (int i = 0; i < parts.length && stop == parts.length; i++)
        if (parts[i].placeholder() && !values.containsKey(parts[i].attr)) stop = i;
      List<String> used = new ArrayList<>();
      int last = parts.length;
      for (int i = 0; i < stop; i++) {
        if (!parts[i].placeholder()) continue;
        used.add(parts[i].attr);
        last = i;
      }
      for (String name : given)
        if (!used.contains(name))
          throw fail("attribute " + name + " is given, but " + parts[stop].attr
              + ", which comes before it, is missing");
      StringBuilder prefix = new StringBuilder();
      int end = last == parts.length ? stop : last + 1;
      for (int i = 0; i < end; i++) {
        Part p = parts[i];
        if (!p.placeholder()) {
          prefix.append(p.lit);
          continue;
        }
        String value = values.get(p.attr);
        String v = renderValue(p, value, i == last);
        checkDelimiter(i, value, v);
        prefix.append(v);
      }
      return prefix.toString();
    }

    /** Only for unambiguous templates (a parse method exists only for those). */
    Map<String, String> parse(String key) {
      int bad = badUtf8At(key);
      if (bad >= 0) throw fail("the key is not valid UTF-8 at offset " + utf8Length(key.substring(0, bad)));
      List<Part> segParts = new ArrayList<>();
      List<Integer> segOffsets = new ArrayList<>();
      List<String> segTexts = new ArrayList<>();
      int pos = 0;
      for (int i = 0; i < parts.length; i++) {
        Part p = parts[i];
        String at = " at offset " + utf8Length(key.substring(0, pos));
        if (!p.placeholder()) {
          if (!key.startsWith(p.lit, pos)) throw keyError(key, "expected '" + p.lit + "'" + at);
          pos += p.lit.length();
          continue;
        }
        int end = key.length();
        int width = p.fixedWidth();
        if (width >= 0) {
          int left = key.codePointCount(pos, key.length());
          if (left < width)
            throw keyError(key, "${" + p.attr + "} needs " + width + " characters" + at + ", and only "
                + left + " are left");
          end = key.offsetByCodePoints(pos, width);
        } else if (i + 1 < parts.length) {
          end = key.indexOf(parts[i + 1].lit, pos);
          if (end < 0)
            throw keyError(key, "expected '" + parts[i + 1].lit + "' after ${" + p.attr + "}" + at);
        }
        segParts.add(p);
        segOffsets.add(utf8Length(key.substring(0, pos)));
        segTexts.add(key.substring(pos, end));
        pos = end;
      }
      if (pos != key.length())
        throw keyError(key, "unexpected text '" + key.substring(pos) + "' at offset "
            + utf8Length(key.substring(0, pos)) + ", after the end of the template");
      int lead = ("template " + text + ": ").length();
      Map<String, String> values = new LinkedHashMap<>();
      String why = "";
      for (String name : attributes()) {
        List<Integer> own = new ArrayList<>();
        List<String> candidates = new ArrayList<>();
        for (int s = 0; s < segParts.size(); s++) {
          if (!segParts.get(s).attr.equals(name)) continue;
          own.add(s);
          candidates.addAll(undoCandidates(segParts.get(s).filters, segTexts.get(s)));
        }
        String found = null;
        for (String c : candidates) {
          String problem = "";
          for (int s : own) {
            String r;
            try {
              r = renderValue(segParts.get(s), c, false);
            } catch (KeyTemplateError e) {
              problem = e.getMessage().substring(lead);
              break;
            }
            if (!r.equals(segTexts.get(s))) {
              problem = segTexts.get(s) + " at offset " + segOffsets.get(s) + " is not what ${" + name
                  + "} renders for " + c + " (" + r + ")";
              break;
            }
          }
          if (problem.isEmpty()) {
            found = c;
            break;
          }
          if (why.isEmpty()) why = problem;
        }
        if (found == null) throw keyError(key, why);
        values.put(name, found);
      }
      return values;
    }

    KeyTemplateError keyError(String key, String problem) {
      return fail("key " + key + " does not fit: " + problem);
    }

    BigDecimal number(String name, String text) {
      try {
        return new BigDecimal(text);
      } catch (NumberFormatException e) {
        throw fail("value " + text + " of " + name + " is not a number");
      }
    }

    byte[] bytes(String name, String text) {
      return textBytes(text, "template " + this.text + ": " + name);
    }

    static int byCodePoint(String a, String b) {
      int[] x = a.codePoints().toArray(), y = b.codePoints().toArray();
      for (int i = 0; i < x.length && i < y.length; i++) if (x[i] != y[i]) return x[i] - y[i];
      return x.length - y.length;
    }
  }

  /** The index of a lone surrogate (text that is not valid UTF-8), or -1. */
  static int badUtf8At(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return i;
      }
    }
    return -1;
  }

  static int utf8Length(String s) {
    return s.getBytes(StandardCharsets.UTF_8).length;
  }

  static String asciiCase(String s, char from, char to) {
    char[] c = s.toCharArray();
    for (int i = 0; i < c.length; i++) if (c[i] >= from && c[i] < from + 26) c[i] = (char) (c[i] - from + to);
    return new String(c);
  }

  /** The leading fill characters removed; for '0' one stays when nothing or a '.' follows. */
  static String unpad(String s, String fill) {
    int i = 0;
    char f = fill.charAt(0);
    if (f == '0') {
      while (i + 1 < s.length() && s.charAt(i) == '0' && s.charAt(i + 1) != '.') i++;
    } else {
      while (i < s.length() && s.charAt(i) == f) i++;
    }
    return s.substring(i);
  }

  /** The texts a segment may have come from, best first (each pad undone; at most 4096). */
  static List<String> undoCandidates(Filter[] filters, String segment) {
    List<String> texts = new ArrayList<>(List.of(segment));
    for (int k = filters.length - 1; k >= 0; k--) {
      Filter f = filters[k];
      if (f.kind != PAD) continue;
      List<String> next = new ArrayList<>();
      for (String s : texts) {
        String best = unpad(s, f.fill);
        next.add(best);
        int lead = 0;
        while (lead < s.length() && s.charAt(lead) == f.fill.charAt(0)) lead++;
        for (int j = lead; j >= 0 && next.size() < 4096; j--) if (s.length() - j != best.length()) next.add(s.substring(j));
        if (next.size() >= 4096) break;
      }
      texts = next;
    }
    return texts;
  }

  // ---- iso8601: ParseIso8601 and FormatIso8601 of keyscape (time_format.h) ----

  static long daysFromCivil(long y, long m, long d) {
    y -= m <= 2 ? 1 : 0;
    long era = (y >= 0 ? y : y - 399) / 400;
    long yoe = y - era * 400;
    long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
  }

  static String formatIso8601(long millis) {
    long secs = Math.floorDiv(millis, 1000L);
    long days = Math.floorDiv(secs, 86400L);
    long rem = secs - days * 86400;
    long z = days + 719468;
    long era = (z >= 0 ? z : z - 146096) / 146097;
    long doe = z - era * 146097;
    long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long mp = (5 * doy + 2) / 153;
    long d = doy - (153 * mp + 2) / 5 + 1;
    long m = mp < 10 ? mp + 3 : mp - 9;
    long y = yoe + era * 400 + (m <= 2 ? 1 : 0);
    return String.format("%04d-%02d-%02dT%02d:%02d:%02dZ", y, m, d, rem / 3600, rem / 60 % 60, rem % 60);
  }

  static boolean validDate(long y, long mo, long d) {
    int[] days = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (mo < 1 || mo > 12 || d < 1 || d > days[(int) mo - 1]) return false;
    boolean leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return !(mo == 2 && d == 29 && !leap);
  }

  /** Reads ParseIso8601's forms; `at` is the reading position. */
  static final class IsoReader {
    final String t;
    int at;

    IsoReader(String t) {
      this.t = t;
    }

    long digits(int n) {
      if (at + n > t.length()) return -1;
      long v = 0;
      for (int i = at; i < at + n; i++) {
        char c = t.charAt(i);
        if (c < '0' || c > '9') return -1;
        v = v * 10 + (c - '0');
      }
      at += n;
      return v;
    }

    boolean ch(String allowed) {
      if (at < t.length() && allowed.indexOf(t.charAt(at)) >= 0) {
        at++;
        return true;
      }
      return false;
    }

    /** "THH:MM[:SS[.f...]]ZONE" -> milliseconds from midnight UTC of the date, or null. */
    Long timeOfDay() {
      if (!ch("Tt")) return null;
      long h = digits(2);
      if (h < 0 || !ch(":")) return null;
      long mi = digits(2);
      if (mi < 0) return null;
      long s = 0, frac = 0;
      if (ch(":")) {
        s = digits(2);
        if (s < 0) return null;
        if (ch(".,")) {
          int first = at;
          while (at < t.length() && t.charAt(at) >= '0' && t.charAt(at) <= '9') {
            if (at - first < 3) frac = frac * 10 + (t.charAt(at) - '0');
            at++;
          }
          if (at == first) return null;
          for (int n = at - first; n < 3; n++) frac *= 10;
        }
      }
      if (h > 23 || mi > 59 || s > 59 || at >= t.length()) return null;
      long offset = 0;
      if (!ch("Zz")) {
        long sign = t.charAt(at) == '-' ? -1 : 1;
        if (!ch("+-")) return null;
        long oh = digits(2);
        if (oh < 0) return null;
        long om = 0;
        if (at < t.length()) {
          ch(":");
          om = digits(2);
          if (om < 0) return null;
        }
        if (oh > 23 || om > 59) return null;
        offset = sign * (oh * 60 + om);
      }
      if (at != t.length()) return null;
      return ((h * 60 + mi - offset) * 60 + s) * 1000 + frac;
    }
  }

  /**
   * YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS[.f...]] with Z, +HH:MM, -HH:MM, +HHMM or +HH (t and z
   * may be lower case; the fraction is kept to the millisecond) -> milliseconds since the epoch;
   * null for anything else or outside years 0000..9999.
   */
  static Long parseIso8601(String t) {
    IsoReader r = new IsoReader(t);
    long y = r.digits(4);
    if (y < 0 || !r.ch("-")) return null;
    long mo = r.digits(2);
    if (mo < 0 || !r.ch("-")) return null;
    long d = r.digits(2);
    if (d < 0 || !validDate(y, mo, d)) return null;
    long tod = 0;
    if (r.at != t.length()) {
      Long time = r.timeOfDay();
      if (time == null) return null;
      tod = time;
    }
    long result = daysFromCivil(y, mo, d) * 86400000L + tod;
    if (result < daysFromCivil(0, 1, 1) * 86400000L || result > 253402300799999L) return null;
    return result;
  }

  /** A non-empty beginning of "YYYY-MM-DDTHH:MM:SSZ", shorter than all of it. */
  static boolean isIso8601Beginning(String s) {
    String form = "DDDD-DD-DDTDD:DD:DDZ";
    if (s.isEmpty() || s.length() >= form.length()) return false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (form.charAt(i) == 'D' ? c < '0' || c > '9' : c != form.charAt(i)) return false;
    }
    return true;
  }

  // ---- typed values: S is text, N its decimal text, B its base64 text ----

  private static final Pattern BASE64 =
      Pattern.compile("(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?");

  static byte[] textBytes(String text, String what) {
    if (!BASE64.matcher(text).matches()) throw new KeyTemplateError(what + ": value " + text + " is not base64");
    return Base64.getDecoder().decode(text);
  }

  static BigDecimal keyNumber(String text, String what) {
    try {
      return new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw new KeyTemplateError(what + ": value " + text + " is not a number");
    }
  }

  /** (name, value) pairs -> template values; null is absent. */
  static Map<String, String> values(Object... nameValue) {
    Map<String, String> out = new LinkedHashMap<>();
    for (int i = 0; i + 1 < nameValue.length; i += 2) {
      Object v = nameValue[i + 1];
      if (v == null) continue;
      String text = v instanceof BigDecimal ? ((BigDecimal) v).toPlainString()
          : v instanceof byte[] ? Base64.getEncoder().encodeToString((byte[]) v) : v.toString();
      out.put((String) nameValue[i], text);
    }
    return out;
  }

// keyscape:runtime-end
}
