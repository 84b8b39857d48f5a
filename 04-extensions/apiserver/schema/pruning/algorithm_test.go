package pruning

import (
	"reflect"
	"testing"

	"sigs.k8s.io/json"

	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

func decode(t *testing.T, s string) interface{} {
	t.Helper()
	var v interface{}
	if err := json.UnmarshalCaseSensitivePreserveInts([]byte(s), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func TestPruneWithOptions(t *testing.T) {
	str := structuralschema.Structural{Generic: structuralschema.Generic{Type: "string"}}
	obj := func(props map[string]structuralschema.Structural) structuralschema.Structural {
		return structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}, Properties: props}
	}
	item := obj(map[string]structuralschema.Structural{"name": str})
	spec := obj(map[string]structuralschema.Structural{
		"color": str,
		"list":  {Generic: structuralschema.Generic{Type: "array"}, Items: &item},
		"extra": {Generic: structuralschema.Generic{Type: "object"}, Extensions: structuralschema.Extensions{XPreserveUnknownFields: true},
			Properties: map[string]structuralschema.Structural{"known": obj(map[string]structuralschema.Structural{"a": str})}},
		"labels": {Generic: structuralschema.Generic{Type: "object"}, AdditionalProperties: &structuralschema.StructuralOrBool{Structural: &str, Bool: true}},
		"bare":   {Generic: structuralschema.Generic{Type: "array"}}, // no items: nothing in them is specified
		"embedded": {Generic: structuralschema.Generic{Type: "object"}, Extensions: structuralschema.Extensions{XEmbeddedResource: true},
			Properties: map[string]structuralschema.Structural{"spec": obj(nil)}},
	})
	root := obj(map[string]structuralschema.Structural{"spec": spec})

	tests := []struct {
		name      string
		in        string
		want      string
		wantPaths []string
	}{
		{"nothing unknown",
			`{"apiVersion":"a/v1","kind":"K","metadata":{"name":"x","foo":1},"spec":{"color":"red"}}`,
			`{"apiVersion":"a/v1","kind":"K","metadata":{"name":"x","foo":1},"spec":{"color":"red"}}`, nil},
		{"unknown fields",
			`{"spec":{"color":"red","shape":"round","list":[{"name":"a","foo":1}]},"status":{}}`,
			`{"spec":{"color":"red","list":[{"name":"a"}]}}`,
			[]string{"spec.list[0].foo", "spec.shape", "status"}},
		{"preserve unknown fields keeps unknown, prunes known",
			`{"spec":{"extra":{"anything":{"x":1},"known":{"a":"b","c":"d"}}}}`,
			`{"spec":{"extra":{"anything":{"x":1},"known":{"a":"b"}}}}`,
			[]string{"spec.extra.known.c"}},
		{"additionalProperties",
			`{"spec":{"labels":{"a":"b","c":"d"}}}`,
			`{"spec":{"labels":{"a":"b","c":"d"}}}`, nil},
		{"embedded resource keeps apiVersion kind metadata",
			`{"spec":{"embedded":{"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"},"spec":{"x":1},"status":{}}}}`,
			`{"spec":{"embedded":{"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"},"spec":{}}}}`,
			[]string{"spec.embedded.spec.x", "spec.embedded.status"}},
		{"array without items: every field of its objects",
			`{"spec":{"bare":[{"a":1},{"b":{"c":2}},[{"d":3}],"s"]}}`,
			`{"spec":{"bare":[{},{},[{}],"s"]}}`,
			[]string{"spec.bare[0].a", "spec.bare[1].b", "spec.bare[2][0].d"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := decode(t, tt.in)
			paths := PruneWithOptions(in, &root, true, structuralschema.UnknownFieldPathOptions{TrackUnknownFieldPaths: true})
			if want := decode(t, tt.want); !reflect.DeepEqual(in, want) {
				t.Errorf("got %v; want %v", in, want)
			}
			if !reflect.DeepEqual(paths, tt.wantPaths) {
				t.Errorf("paths: got %q; want %q", paths, tt.wantPaths)
			}
		})
	}
}

func TestPruneNoTracking(t *testing.T) {
	in := decode(t, `{"kind":"K","spec":{"a":1}}`)
	if paths := PruneWithOptions(in, nil, true, structuralschema.UnknownFieldPathOptions{}); paths != nil {
		t.Errorf("got %v; want no paths", paths)
	}
	if want := decode(t, `{"kind":"K"}`); !reflect.DeepEqual(in, want) {
		t.Errorf("got %v; want %v", in, want)
	}
	in = decode(t, `{"kind":"K","spec":{"a":1}}`)
	Prune(in, nil, false)
	if want := decode(t, `{}`); !reflect.DeepEqual(in, want) {
		t.Errorf("not root: got %v; want %v", in, want)
	}
}
