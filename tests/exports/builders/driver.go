// Reads the sample items and edge cases (builders.test.mjs) and prints what the exported Go
// key builders make of them, as JSON. builders.test.mjs puts the import path of the
// exported package in place of KEYS_PACKAGE.
package main

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"reflect"
	"strconv"
	"strings"

	keys "KEYS_PACKAGE"
)

type testCase struct {
	Op     string         `json:"op"`
	Entity string         `json:"entity"`
	Key    string         `json:"key"`
	Text   string         `json:"text"`
	Values map[string]any `json:"values"`
}

type input struct {
	Templates map[string]map[string]string `json:"templates"`
	Items     []struct {
		Entity string         `json:"entity"`
		Values map[string]any `json:"values"`
	} `json:"items"`
	Cases []testCase `json:"cases"`
}

// field is the struct field of item (a pointer to a struct) tagged with attribute name.
func field(item any, name string) (reflect.Value, string) {
	v := reflect.ValueOf(item).Elem()
	for i := 0; i < v.NumField(); i++ {
		if strings.Split(v.Type().Field(i).Tag.Get("dynamodbav"), ",")[0] == name {
			return v.Field(i), v.Type().Field(i).Name
		}
	}
	panic("no field tagged " + name)
}

func set(item any, values map[string]any) {
	for name, raw := range values {
		f, _ := field(item, name)
		t := f.Type()
		if t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		var v reflect.Value
		switch t.Kind() {
		case reflect.String:
			v = reflect.ValueOf(raw.(string))
		case reflect.Float64:
			n, err := raw.(json.Number).Float64()
			if err != nil {
				panic(err)
			}
			v = reflect.ValueOf(n)
		default: // []byte
			b, err := base64.StdEncoding.DecodeString(raw.(string))
			if err != nil {
				panic(err)
			}
			v = reflect.ValueOf(b)
		}
		if f.Kind() == reflect.Pointer {
			p := reflect.New(t)
			p.Elem().Set(v)
			v = p
		}
		f.Set(v)
	}
}

// text is a field's value as text; false when it is absent (nil or an empty key string).
func text(v reflect.Value) (string, bool) {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return "", false
		}
		v = v.Elem()
	}
	switch v.Kind() {
	case reflect.String:
		return v.String(), v.String() != ""
	case reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'f', -1, 64), true
	}
	if v.IsNil() {
		return "", false
	}
	return base64.StdEncoding.EncodeToString(v.Bytes()), true
}

func call(item any, method string, args ...any) []reflect.Value {
	m := reflect.ValueOf(item).MethodByName(method)
	if !m.IsValid() {
		panic("no method " + method)
	}
	in := make([]reflect.Value, len(args))
	for i, a := range args {
		in[i] = reflect.ValueOf(a)
	}
	return m.Call(in)
}

func result(out []reflect.Value, ok func() map[string]any) map[string]any {
	if err, _ := out[len(out)-1].Interface().(error); err != nil {
		var kte *keys.KeyTemplateError
		if errors.As(err, &kte) {
			return map[string]any{"error": kte.Message}
		}
		return map[string]any{"unexpected": err.Error()}
	}
	return ok()
}

func attributesOf(template string) []string {
	var names []string
	for _, piece := range strings.Split(template, "${")[1:] {
		name := strings.Split(strings.Split(piece, "}")[0], "|")[0]
		if !contains(names, name) {
			names = append(names, name)
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

func keyText(v reflect.Value) string {
	if b, ok := v.Interface().([]byte); ok {
		return base64.StdEncoding.EncodeToString(b)
	}
	return v.String()
}

func runCase(in *input, c testCase) map[string]any {
	item := keys.Entities[c.Entity]()
	_, fieldName := field(item, c.Key)
	build := "Build" + fieldName
	switch c.Op {
	case "render":
		set(item, c.Values)
		out := call(item, build)
		return result(out, func() map[string]any { return map[string]any{"key": keyText(out[0])} })
	case "prefix":
		set(item, c.Values)
		out := call(item, fieldName+"Prefix", len(c.Values))
		return result(out, func() map[string]any { return map[string]any{"prefix": out[0].String()} })
	}
	out := call(item, "Parse"+fieldName, c.Text)
	return result(out, func() map[string]any {
		values := map[string]any{}
		for _, name := range attributesOf(in.Templates[c.Entity][c.Key]) {
			f, _ := field(item, name)
			values[name], _ = text(f)
		}
		again := call(item, build)
		return result(again, func() map[string]any {
			return map[string]any{"values": values, "again": keyText(again[0])}
		})
	})
}

func main() {
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var in input
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.UseNumber()
	if err := dec.Decode(&in); err != nil {
		panic(err)
	}
	var itemKeys, cases []map[string]any
	for _, it := range in.Items {
		item := keys.Entities[it.Entity]()
		set(item, it.Values)
		out := call(item, "SetKeys")
		itemKeys = append(itemKeys, result(out, func() map[string]any {
			got := map[string]any{}
			for attr := range in.Templates[it.Entity] {
				f, _ := field(item, attr)
				if t, ok := text(f); ok {
					got[attr] = t
				}
			}
			return map[string]any{"keys": got}
		}))
	}
	for _, c := range in.Cases {
		cases = append(cases, runCase(&in, c))
	}
	if itemKeys == nil {
		itemKeys = []map[string]any{}
	}
	if cases == nil {
		cases = []map[string]any{}
	}
	b, err := json.Marshal(map[string]any{"keys": itemKeys, "cases": cases})
	if err != nil {
		panic(err)
	}
	fmt.Println(string(b))
}
