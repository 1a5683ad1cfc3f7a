// The key template runtime of the Go key builders (go.cc): keyscape's key templates
// (keyscape/model/key_template.h, ParseKey included) and ParseIso8601/FormatIso8601
// (keyscape/model/time_format.h) in Go, message for message. Embedded at build time
// (runtime/runtimes.cmake): go.cc copies the lines after the runtime-begin marker, up to the blank
// line before runtime-end, into every generated file, after its package clause and imports (the
// same imports as below). The package clause and imports around them make this a package of its
// own, so gofmt, go vet and go build check it (tests/exports/runtimes.test.mjs). It must agree
// with the engine byte for byte: tests/exports/builders.test.mjs runs both on every example's
// sample items and on edge values.
package keys

import (
	"encoding/base64"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// keyscape:runtime-begin

// ---- key template runtime: keyscape's key templates (key_template.h), in Go ----

// KeyTemplateError is a value or key a template rejects; the message is keyscape's.
type KeyTemplateError struct{ Message string }

func (e *KeyTemplateError) Error() string { return e.Message }

type filterKind int

const (
	filterPad filterKind = iota
	filterUpper
	filterLower
	filterIso8601
)

type keyFilter struct {
	kind  filterKind
	width int
	fill  string
}

type keyPart struct {
	lit         string // literal text, when not a placeholder
	placeholder bool
	attr        string
	filters     []keyFilter
}

type keyTemplate struct {
	text  string
	parts []keyPart
}

func (t *keyTemplate) fail(problem string) error {
	return &KeyTemplateError{"template " + t.text + ": " + problem}
}

func (t *keyTemplate) attributes() []string {
	var names []string
	for _, p := range t.parts {
		if p.placeholder && !contains(names, p.attr) {
			names = append(names, p.attr)
		}
	}
	return names
}

func contains(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}

// badUTF8At is the offset of the first byte that is not valid UTF-8, or -1.
func badUTF8At(s string) int {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return i
			}
		}
	}
	return -1
}

// charBytes is the number of bytes of the n characters at pos, or -1 when fewer are left.
func charBytes(s string, pos, n int) int {
	i := pos
	for k := 0; k < n; k++ {
		if i >= len(s) {
			return -1
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return i - pos
}

func filterText(f keyFilter) string {
	switch f.kind {
	case filterUpper:
		return "upper"
	case filterLower:
		return "lower"
	case filterIso8601:
		return "iso8601"
	}
	if f.fill == "0" {
		return "pad(" + strconv.Itoa(f.width) + ")"
	}
	return "pad(" + strconv.Itoa(f.width) + "," + f.fill + ")"
}

// fixedWidth is the width a pad or iso8601 filter fixes (the last one), or -1.
func fixedWidth(p keyPart) int {
	width := -1
	for _, f := range p.filters {
		if f.kind == filterPad {
			width = f.width
		} else if f.kind == filterIso8601 {
			width = 20
		}
	}
	if !p.placeholder {
		return -1
	}
	return width
}

func asciiCase(s string, from, to byte) string {
	b := []byte(s)
	for i, c := range b {
		if c >= from && c < from+26 {
			b[i] = c - from + to
		}
	}
	return string(b)
}

// ---- iso8601: ParseIso8601 and FormatIso8601 of keyscape (time_format.h) ----

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func daysFromCivil(y, m, d int64) int64 {
	if m <= 2 {
		y--
	}
	era := y
	if y < 0 {
		era = y - 399
	}
	era /= 400
	yoe := y - era*400
	mp := m - 3
	if m <= 2 {
		mp = m + 9
	}
	doy := (153*mp+2)/5 + d - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

func formatIso8601(millis int64) string {
	secs := floorDiv(millis, 1000)
	days := floorDiv(secs, 86400)
	rem := secs - days*86400
	z := days + 719468
	era := z
	if z < 0 {
		era = z - 146096
	}
	era /= 146097
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	d := doy - (153*mp+2)/5 + 1
	m := mp + 3
	if mp >= 10 {
		m = mp - 9
	}
	y := yoe + era*400
	if m <= 2 {
		y++
	}
	two := func(n int64) string { return zeros(strconv.FormatInt(n, 10), 2) }
	return zeros(strconv.FormatInt(y, 10), 4) + "-" + two(m) + "-" + two(d) + "T" + two(rem/3600) +
		":" + two(rem/60%60) + ":" + two(rem%60) + "Z"
}

func zeros(s string, n int) string {
	for len(s) < n {
		s = "0" + s
	}
	return s
}

func validDate(y, mo, d int64) bool {
	days := [12]int64{31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}
	if mo < 1 || mo > 12 || d < 1 || d > days[mo-1] {
		return false
	}
	leap := (y%4 == 0 && y%100 != 0) || y%400 == 0
	return !(mo == 2 && d == 29 && !leap)
}

type isoReader struct {
	t  string
	at int
}

func (r *isoReader) digits(n int) (int64, bool) {
	if r.at+n > len(r.t) {
		return 0, false
	}
	var v int64
	for i := r.at; i < r.at+n; i++ {
		if r.t[i] < '0' || r.t[i] > '9' {
			return 0, false
		}
		v = v*10 + int64(r.t[i]-'0')
	}
	r.at += n
	return v, true
}

// char consumes one of `allowed` at the reading position.
func (r *isoReader) char(allowed string) bool {
	if r.at < len(r.t) && strings.IndexByte(allowed, r.t[r.at]) >= 0 {
		r.at++
		return true
	}
	return false
}

// timeOfDay reads "THH:MM[:SS[.f...]]ZONE" -> milliseconds from midnight UTC of the date.
func (r *isoReader) timeOfDay() (int64, bool) {
	if !r.char("Tt") {
		return 0, false
	}
	h, ok := r.digits(2)
	if !ok || !r.char(":") {
		return 0, false
	}
	mi, ok := r.digits(2)
	if !ok {
		return 0, false
	}
	var s, frac int64
	if r.char(":") {
		if s, ok = r.digits(2); !ok {
			return 0, false
		}
		if r.char(".,") {
			first := r.at
			for r.at < len(r.t) && r.t[r.at] >= '0' && r.t[r.at] <= '9' {
				if r.at-first < 3 {
					frac = frac*10 + int64(r.t[r.at]-'0')
				}
				r.at++
			}
			if r.at == first {
				return 0, false
			}
			for n := r.at - first; n < 3; n++ {
				frac *= 10
			}
		}
	}
	if h > 23 || mi > 59 || s > 59 || r.at >= len(r.t) {
		return 0, false
	}
	var offset int64
	if !r.char("Zz") {
		sign := int64(1)
		if r.t[r.at] == '-' {
			sign = -1
		}
		if !r.char("+-") {
			return 0, false
		}
		oh, ok := r.digits(2)
		if !ok {
			return 0, false
		}
		var om int64
		if r.at < len(r.t) {
			r.char(":")
			if om, ok = r.digits(2); !ok {
				return 0, false
			}
		}
		if oh > 23 || om > 59 {
			return 0, false
		}
		offset = sign * (oh*60 + om)
	}
	if r.at != len(r.t) {
		return 0, false
	}
	return ((h*60+mi-offset)*60+s)*1000 + frac, true
}

// parseIso8601 reads YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS[.f...]] with Z, +HH:MM, -HH:MM,
// +HHMM or +HH (t and z may be lower case; the fraction is kept to the millisecond) into
// milliseconds since the epoch; false for anything else or outside years 0000..9999.
func parseIso8601(t string) (int64, bool) {
	r := &isoReader{t: t}
	y, ok1 := r.digits(4)
	ok1 = ok1 && r.char("-")
	mo, ok2 := r.digits(2)
	ok2 = ok2 && r.char("-")
	d, ok3 := r.digits(2)
	if !ok1 || !ok2 || !ok3 || !validDate(y, mo, d) {
		return 0, false
	}
	var tod int64
	if r.at != len(t) {
		var ok bool
		if tod, ok = r.timeOfDay(); !ok {
			return 0, false
		}
	}
	result := daysFromCivil(y, mo, d)*86400000 + tod
	if result < daysFromCivil(0, 1, 1)*86400000 || result > 253402300799999 {
		return 0, false
	}
	return result, true
}

// isIso8601Beginning: a non-empty beginning of "YYYY-MM-DDTHH:MM:SSZ", shorter than it.
func isIso8601Beginning(s string) bool {
	const form = "DDDD-DD-DDTDD:DD:DDZ"
	if len(s) == 0 || len(s) >= len(form) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if form[i] == 'D' && (s[i] < '0' || s[i] > '9') || form[i] != 'D' && s[i] != form[i] {
			return false
		}
	}
	return true
}

// ---- render, prefix and parse ----

func (t *keyTemplate) renderValue(p keyPart, value string, partial bool) (string, error) {
	if badUTF8At(value) >= 0 {
		return "", t.fail("the value of " + p.attr + " is not valid UTF-8")
	}
	v := value
	padFollows := false // a partial date keeps its place only when no pad moves it
	for i := len(p.filters) - 1; i >= 0 && partial; i-- {
		if p.filters[i].kind == filterIso8601 {
			break
		}
		padFollows = padFollows || p.filters[i].kind == filterPad
	}
	for _, f := range p.filters {
		switch f.kind {
		case filterUpper:
			v = asciiCase(v, 'a', 'A')
		case filterLower:
			v = asciiCase(v, 'A', 'a')
		case filterIso8601:
			if partial && !padFollows && isIso8601Beginning(v) {
				continue
			}
			millis, ok := parseIso8601(v)
			if !ok {
				return "", t.fail("value " + v + " of " + p.attr +
					" is not an ISO 8601 date-time (like 2026-06-23T10:00:00Z)")
			}
			v = formatIso8601(millis)
		case filterPad:
			if len(v) >= 2 && v[0] == '-' && v[1] >= '0' && v[1] <= '9' {
				return "", t.fail("value " + v + " of " + p.attr + " is a negative number, which " +
					filterText(f) + " cannot keep in order")
			}
			n := utf8.RuneCountInString(v)
			if n > f.width {
				return "", t.fail("value " + v + " of " + p.attr + " is longer than " + filterText(f))
			}
			v = strings.Repeat(f.fill, f.width-n) + v
		}
	}
	return v, nil
}

// checkDelimiter: a value must not contain the literal after its placeholder, nor end with
// its start.
func (t *keyTemplate) checkDelimiter(i int, value, rendered string) error {
	if i+1 >= len(t.parts) || t.parts[i+1].placeholder || fixedWidth(t.parts[i]) >= 0 {
		return nil
	}
	d := t.parts[i+1].lit
	if strings.Index(rendered+d, d) == len(rendered) {
		return nil
	}
	how := " ends with the start of '"
	if strings.Contains(rendered, d) {
		how = " contains '"
	}
	name := t.parts[i].attr
	return t.fail("value " + value + " of " + name + how + d + "', the text that follows ${" + name +
		"}, so the key could not be parsed back")
}

func (t *keyTemplate) render(values map[string]string) (string, error) {
	var key strings.Builder
	for i, p := range t.parts {
		if !p.placeholder {
			key.WriteString(p.lit)
			continue
		}
		value, ok := values[p.attr]
		if !ok {
			return "", t.fail("attribute " + p.attr + " is missing")
		}
		v, err := t.renderValue(p, value, false)
		if err == nil {
			err = t.checkDelimiter(i, value, v)
		}
		if err != nil {
			return "", err
		}
		key.WriteString(v)
	}
	return key.String(), nil
}

func (t *keyTemplate) prefix(values map[string]string) (string, error) {
	names := t.attributes()
	given := make([]string, 0, len(values))
	for name := range values {
		given = append(given, name)
	}
	sort.Strings(given)
	for _, name := range given {
		if !contains(names, name) {
			return "", t.fail("attribute " + name + " is not in the template")
		}
	}
	stop := len(t.parts)
	for i, p := range t.parts {
		if _, ok := values[p.attr]; p.placeholder && !ok {
			stop = i
			break
		}
	}
	var used []string
	last := len(t.parts)
	for i := 0; i < stop; i++ {
		if t.parts[i].placeholder {
			used = append(used, t.parts[i].attr)
			last = i
		}
	}
	for _, name := range given {
		if !contains(used, name) {
			return "", t.fail("attribute " + name + " is given, but " + t.parts[stop].attr +
				", which comes before it, is missing")
		}
	}
	var prefix strings.Builder
	end := last + 1
	if last == len(t.parts) {
		end = stop
	}
	for i := 0; i < end; i++ {
		p := t.parts[i]
		if !p.placeholder {
			prefix.WriteString(p.lit)
			continue
		}
		v, err := t.renderValue(p, values[p.attr], i == last)
		if err == nil {
			err = t.checkDelimiter(i, values[p.attr], v)
		}
		if err != nil {
			return "", err
		}
		prefix.WriteString(v)
	}
	return prefix.String(), nil
}

// unpad removes the leading fill characters; for '0' one stays when nothing or a '.'
// follows.
func unpad(s string, fill byte) string {
	i := 0
	if fill == '0' {
		for i+1 < len(s) && s[i] == '0' && s[i+1] != '.' {
			i++
		}
	} else {
		for i < len(s) && s[i] == fill {
			i++
		}
	}
	return s[i:]
}

// undoCandidates: the texts a segment may have come from, best first (each pad undone;
// at most 4096).
func undoCandidates(filters []keyFilter, segment string) []string {
	texts := []string{segment}
	for k := len(filters) - 1; k >= 0; k-- {
		f := filters[k]
		if f.kind != filterPad {
			continue
		}
		var next []string
		for _, s := range texts {
			best := unpad(s, f.fill[0])
			next = append(next, best)
			lead := 0
			for lead < len(s) && s[lead] == f.fill[0] {
				lead++
			}
			for j := lead; j >= 0 && len(next) < 4096; j-- {
				if len(s)-j != len(best) {
					next = append(next, s[j:])
				}
			}
			if len(next) >= 4096 {
				break
			}
		}
		texts = next
	}
	return texts
}

type segment struct {
	part   keyPart
	offset int
	text   string
}

// split cuts a key at the template's literals into one segment per placeholder.
func (t *keyTemplate) split(key string) ([]segment, string) {
	var segments []segment
	pos := 0
	for i, p := range t.parts {
		at := " at offset " + strconv.Itoa(pos)
		if !p.placeholder {
			if !strings.HasPrefix(key[pos:], p.lit) {
				return nil, "expected '" + p.lit + "'" + at
			}
			pos += len(p.lit)
			continue
		}
		n := len(key) - pos
		if width := fixedWidth(p); width >= 0 {
			if n = charBytes(key, pos, width); n < 0 {
				return nil, "${" + p.attr + "} needs " + strconv.Itoa(width) + " characters" + at +
					", and only " + strconv.Itoa(utf8.RuneCountInString(key[pos:])) + " are left"
			}
		} else if i+1 < len(t.parts) {
			found := strings.Index(key[pos:], t.parts[i+1].lit)
			if found < 0 {
				return nil, "expected '" + t.parts[i+1].lit + "' after ${" + p.attr + "}" + at
			}
			n = found
		}
		segments = append(segments, segment{p, pos, key[pos : pos+n]})
		pos += n
	}
	if pos != len(key) {
		return nil, "unexpected text '" + key[pos:] + "' at offset " + strconv.Itoa(pos) +
			", after the end of the template"
	}
	return segments, ""
}

// parse is only for unambiguous templates (a Parse method exists only for those).
func (t *keyTemplate) parse(key string) (map[string]string, error) {
	if bad := badUTF8At(key); bad >= 0 {
		return nil, t.fail("the key is not valid UTF-8 at offset " + strconv.Itoa(bad))
	}
	keyError := func(problem string) error { return t.fail("key " + key + " does not fit: " + problem) }
	segments, problem := t.split(key)
	if problem != "" {
		return nil, keyError(problem)
	}
	lead := len("template " + t.text + ": ")
	values := map[string]string{}
	why := ""
	for _, name := range t.attributes() {
		var own []segment
		var candidates []string
		for _, s := range segments {
			if s.part.attr == name {
				own = append(own, s)
				candidates = append(candidates, undoCandidates(s.part.filters, s.text)...)
			}
		}
		found := false
		for _, c := range candidates {
			problem := ""
			for _, s := range own {
				r, err := t.renderValue(s.part, c, false)
				if err != nil {
					problem = err.Error()[lead:]
				} else if r != s.text {
					problem = s.text + " at offset " + strconv.Itoa(s.offset) + " is not what ${" + name +
						"} renders for " + c + " (" + r + ")"
				}
				if problem != "" {
					break
				}
			}
			if problem == "" {
				values[name] = c
				found = true
				break
			}
			if why == "" {
				why = problem
			}
		}
		if !found {
			return nil, keyError(why)
		}
	}
	return values, nil
}

// ---- typed values: S is text, N its decimal text, B its base64 text ----

func numberText(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func bytesText(b []byte) string { return base64.StdEncoding.EncodeToString(b) }

var base64Form = regexp.MustCompile(`^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$`)

func textBytes(text, what string) ([]byte, error) {
	if !base64Form.MatchString(text) {
		return nil, &KeyTemplateError{what + ": value " + text + " is not base64"}
	}
	return base64.StdEncoding.DecodeString(text)
}

func textNumber(text, what string) (float64, error) {
	f, err := strconv.ParseFloat(text, 64)
	if err != nil {
		return 0, &KeyTemplateError{what + ": value " + text + " is not a number"}
	}
	return f, nil
}

// parsedNumber and parsedBytes type a parsed template value.
func (t *keyTemplate) parsedNumber(name, text string) (float64, error) {
	f, err := strconv.ParseFloat(text, 64)
	if err != nil {
		return 0, t.fail("value " + text + " of " + name + " is not a number")
	}
	return f, nil
}

func (t *keyTemplate) parsedBytes(name, text string) ([]byte, error) {
	return textBytes(text, "template "+t.text+": "+name)
}

// leading keeps the values of the first n of names.
func leading(values map[string]string, names []string, n int) map[string]string {
	out := map[string]string{}
	for i, name := range names {
		if v, ok := values[name]; ok && i < n {
			out[name] = v
		}
	}
	return out
}

// keyscape:runtime-end
