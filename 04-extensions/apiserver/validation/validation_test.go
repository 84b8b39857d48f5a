package validation

import (
	"reflect"
	"strings"
	"testing"

	"sigs.k8s.io/json"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
)

func f(v float64) *float64 { return &v }
func i(v int64) *int64     { return &v }

func raw(s ...string) []apiextensions.JSON {
	var out []apiextensions.JSON
	for _, x := range s {
		out = append(out, apiextensions.JSON{Raw: []byte(x)})
	}
	return out
}

func TestValidateCustomResource(t *testing.T) {
	props := map[string]apiextensions.JSONSchemaProps{
		"cronSpec": {Type: "string", Pattern: `^(\d+|\*)(/\d+)?(\s+(\d+|\*)(/\d+)?){4}$`},
		"replicas": {Type: "integer", Minimum: f(1), Maximum: f(10)},
		"ratio":    {Type: "number", Minimum: f(0), ExclusiveMinimum: true, MultipleOf: f(0.5)},
		"name":     {Type: "string", MinLength: i(2), MaxLength: i(5)},
		"mode":     {Type: "string", Enum: raw(`"a"`, `"b"`)},
		"level":    {Type: "integer", Enum: raw(`1`, `2`)},
		"id":       {Type: "string", Format: "uuid"},
		"when":     {Type: "string", Format: "date-time"},
		"port":     {XIntOrString: true},
		"opt":      {Type: "string", Nullable: true},
		"list":     {Type: "array", MinItems: i(1), MaxItems: i(2), Items: &apiextensions.JSONSchemaPropsOrArray{Schema: &apiextensions.JSONSchemaProps{Type: "object", Required: []string{"key"}, Properties: map[string]apiextensions.JSONSchemaProps{"key": {Type: "string"}}}}},
		"labels":   {Type: "object", MaxProperties: i(1), AdditionalProperties: &apiextensions.JSONSchemaPropsOrBool{Schema: &apiextensions.JSONSchemaProps{Type: "string"}}},
		"any":      {AnyOf: []apiextensions.JSONSchemaProps{{Type: "integer"}, {Type: "boolean"}}},
		"one":      {OneOf: []apiextensions.JSONSchemaProps{{Type: "integer"}, {Type: "number"}}},
		"notA":     {Type: "string", Not: &apiextensions.JSONSchemaProps{Enum: raw(`"a"`)}},
		"both":     {Type: "integer", AllOf: []apiextensions.JSONSchemaProps{{Minimum: f(2)}, {Maximum: f(3)}}},
	}
	schema := &apiextensions.JSONSchemaProps{Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
		"spec": {Type: "object", Required: []string{"replicas"}, Properties: props},
	}}
	v, err := NewSchemaValidator(schema)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		obj  string
		want []string
	}{
		{"valid", `{"spec":{"cronSpec":"* * * * */5","replicas":3,"ratio":1.5,"name":"abc","mode":"a","level":2,
			"id":"0d0f6c4e-6a43-4d89-9a5c-8f3b7c1a2b3c","when":"2024-01-02T03:04:05Z","port":"http","opt":null,
			"list":[{"key":"x"}],"labels":{"a":"b"},"any":true,"one":1.5,"notA":"b","both":2}}`, nil},
		{"integral float is an integer", `{"spec":{"replicas":3.0,"port":80}}`, nil},
		{"type", `{"spec":{"replicas":1,"cronSpec":5}}`,
			[]string{`spec.cronSpec: Invalid value: "integer": spec.cronSpec in body must be of type string: "integer"`}},
		{"required", `{"spec":{}}`, []string{`spec.replicas: Required value`}},
		{"bounds", `{"spec":{"replicas":0}}`,
			[]string{`spec.replicas: Invalid value: 0: spec.replicas in body should be greater than or equal to 1`}},
		{"max", `{"spec":{"replicas":11}}`,
			[]string{`spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10`}},
		{"exclusive and multipleOf", `{"spec":{"replicas":1,"ratio":0}}`,
			[]string{`spec.ratio: Invalid value: 0: spec.ratio in body should be greater than 0`}},
		{"multipleOf", `{"spec":{"replicas":1,"ratio":0.7}}`,
			[]string{`spec.ratio: Invalid value: 0.7: spec.ratio in body should be a multiple of 0.5`}},
		{"lengths", `{"spec":{"replicas":1,"name":"toolongname"}}`,
			[]string{`spec.name: Too long: may not be more than 5 bytes`}},
		{"too short", `{"spec":{"replicas":1,"name":"a"}}`,
			[]string{`spec.name: Invalid value: "a": spec.name in body should be at least 2 chars long`}},
		{"pattern", `{"spec":{"replicas":1,"cronSpec":"bad"}}`,
			[]string{`spec.cronSpec: Invalid value: "bad": spec.cronSpec in body should match '^(\d+|\*)(/\d+)?(\s+(\d+|\*)(/\d+)?){4}$'`}},
		{"enum", `{"spec":{"replicas":1,"mode":"x","level":3}}`, []string{
			`spec.level: Unsupported value: 3: supported values: "1", "2"`,
			`spec.mode: Unsupported value: "x": supported values: "a", "b"`}},
		{"format", `{"spec":{"replicas":1,"id":"nope","when":"yesterday"}}`, []string{
			`spec.id: Invalid value: "nope": spec.id in body must be of type uuid: "nope"`,
			`spec.when: Invalid value: "yesterday": spec.when in body must be of type date-time: "yesterday"`}},
		{"int-or-string", `{"spec":{"replicas":1,"port":true}}`,
			[]string{`spec.port: Invalid value: "boolean": spec.port in body must be of type integer,string: "boolean"`}},
		{"non-nullable null", `{"spec":{"replicas":1,"name":null}}`,
			[]string{`spec.name: Invalid value: "null": spec.name in body must be of type string: "null"`}},
		{"items", `{"spec":{"replicas":1,"list":[{"key":1},{}, {"key":"x"}]}}`, []string{
			`spec.list: Too many: 3: must have at most 2 items`,
			`spec.list[0].key: Invalid value: "integer": spec.list[0].key in body must be of type string: "integer"`,
			`spec.list[1].key: Required value`}},
		{"min items", `{"spec":{"replicas":1,"list":[]}}`,
			[]string{`spec.list: Invalid value: 0: spec.list in body should have at least 1 items`}},
		{"additionalProperties and maxProperties", `{"spec":{"replicas":1,"labels":{"a":"b","c":1}}}`, []string{
			`spec.labels.c: Invalid value: "integer": spec.labels.c in body must be of type string: "integer"`,
			`spec.labels: Too many: 2: must have at most 1 items`}},
		{"junctors", `{"spec":{"replicas":1,"any":"s","one":1,"notA":"a","both":5}}`, []string{
			`spec.any: Invalid value: "": spec.any must validate at least one schema (anyOf)`,
			`spec.both: Invalid value: "": spec.both must validate all the schemas (allOf)`,
			`spec.both: Invalid value: 5: spec.both in body should be less than or equal to 3`,
			`spec.notA: Invalid value: "": spec.notA must not validate the schema (not)`,
			`spec.one: Invalid value: "": spec.one must validate one and only one schema (oneOf). Found 2 valid alternatives`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var obj interface{}
			if err := json.UnmarshalCaseSensitivePreserveInts([]byte(tt.obj), &obj); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range ValidateCustomResource(nil, obj, v) {
				got = append(got, e.Error())
			}
			sortStrings(got)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func TestStatusValidatorPaths(t *testing.T) {
	v, err := NewSchemaValidator(&apiextensions.JSONSchemaProps{Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
		"ready": {Type: "boolean"}}})
	if err != nil {
		t.Fatal(err)
	}
	errs := ValidateCustomResource(field.NewPath("status"), map[string]interface{}{"ready": "yes"}, v)
	if want := `status.ready: Invalid value: "string": ready in body must be of type boolean: "string"`; len(errs) != 1 || errs[0].Error() != want {
		t.Errorf("got %v; want %s", errs, want)
	}
}

func TestNilSchemaAndValidator(t *testing.T) {
	v, err := NewSchemaValidator(nil)
	if err != nil || v == nil {
		t.Fatalf("got %v, %v; want a validator", v, err)
	}
	if errs := ValidateCustomResource(nil, map[string]interface{}{"x": 1}, v); errs != nil {
		t.Errorf("nil schema: got %v", errs)
	}
	if errs := ValidateCustomResource(nil, map[string]interface{}{"x": 1}, nil); errs != nil {
		t.Errorf("nil validator: got %v", errs)
	}
	if _, err := NewSchemaValidator(&apiextensions.JSONSchemaProps{Pattern: "("}); err == nil {
		t.Errorf("bad pattern: got no error")
	}
}

// TestRatcheting: on update, errors in parts the update left as they were
// are not reported; changed parts are validated in full.
func TestRatcheting(t *testing.T) {
	str := func(max int64) apiextensions.JSONSchemaProps {
		return apiextensions.JSONSchemaProps{Type: "string", MaxLength: i(max)}
	}
	mapList := "map"
	s := &apiextensions.JSONSchemaProps{Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{
		"spec": {Type: "object", Required: []string{"image"}, Properties: map[string]apiextensions.JSONSchemaProps{
			"image": str(20),
			"name":  str(3),
			"other": str(3),
			"ports": {Type: "array", XListType: &mapList, XListMapKeys: []string{"name"}, Items: &apiextensions.JSONSchemaPropsOrArray{Schema: &apiextensions.JSONSchemaProps{
				Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{"name": str(10), "port": {Type: "integer", Maximum: f(65535)}},
			}}},
			"atomic": {Type: "array", Items: &apiextensions.JSONSchemaPropsOrArray{Schema: &apiextensions.JSONSchemaProps{Type: "integer", Maximum: f(9)}}},
		}},
	}}
	v, err := NewSchemaValidator(s)
	if err != nil {
		t.Fatal(err)
	}
	decode := func(src string) interface{} {
		var out interface{}
		if err := json.UnmarshalCaseSensitivePreserveInts([]byte(src), &out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	tests := []struct {
		name     string
		old, obj string
		want     []string
	}{
		{name: "untouched invalid field", old: `{"spec":{"image":"x","name":"toolong"}}`, obj: `{"spec":{"image":"y","name":"toolong"}}`},
		{name: "changed invalid field", old: `{"spec":{"image":"x","name":"toolong"}}`, obj: `{"spec":{"image":"x","name":"toolong2"}}`,
			want: []string{"spec.name: Too long: may not be more than 3 bytes"}},
		{name: "missing required field, parent unchanged", old: `{"spec":{"name":"a"},"x":1}`, obj: `{"spec":{"name":"a"},"x":2}`},
		{name: "missing required field, parent changed", old: `{"spec":{"name":"a"}}`, obj: `{"spec":{"name":"b"}}`,
			want: []string{"spec.image: Required value"}},
		{name: "map list item matched by key", old: `{"spec":{"image":"x","ports":[{"name":"a","port":70000}]}}`,
			obj: `{"spec":{"image":"x","ports":[{"name":"b","port":1},{"name":"a","port":70000}]}}`},
		{name: "map list item changed", old: `{"spec":{"image":"x","ports":[{"name":"a","port":70000}]}}`,
			obj:  `{"spec":{"image":"x","ports":[{"name":"a","port":70001}]}}`,
			want: []string{"spec.ports[0].port: Invalid value: 70001: spec.ports[0].port in body should be less than or equal to 65535"}},
		{name: "atomic list changed: every item checked", old: `{"spec":{"image":"x","atomic":[10]}}`, obj: `{"spec":{"image":"x","atomic":[10,1]}}`,
			want: []string{"spec.atomic[0]: Invalid value: 10: spec.atomic[0] in body should be less than or equal to 9"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := ValidateCustomResourceUpdate(nil, decode(tt.obj), decode(tt.old), v)
			var got []string
			for _, e := range errs {
				got = append(got, e.Error())
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
