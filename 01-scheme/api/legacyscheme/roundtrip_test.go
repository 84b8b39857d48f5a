package legacyscheme_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/apitesting/fuzzer"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// externalKinds lists every registered kind of every wire version, sorted.
func externalKinds() []schema.GroupVersionKind {
	var gvks []schema.GroupVersionKind
	for gvk := range legacyscheme.Scheme.AllKnownTypes() {
		if gvk.Version != runtime.APIVersionInternal {
			gvks = append(gvks, gvk)
		}
	}
	sort.Slice(gvks, func(i, j int) bool { return gvks[i].String() < gvks[j].String() })
	return gvks
}

// TestRoundTripEveryKind encodes a fully filled object of every kind in
// every version with every serializer, decodes it with the universal
// deserializer and requires a deep-equal result.
// Upstream: k8s.io/kubernetes/pkg/api/testing.TestRoundTripTypes.
func TestRoundTripEveryKind(t *testing.T) {
	codecs := legacyscheme.Codecs
	for _, gvk := range externalKinds() {
		for seed := int64(0); seed < 3; seed++ {
			want := newFilled(t, gvk, seed)
			for _, info := range codecs.SupportedMediaTypes() {
				data, err := runtime.Encode(info.Serializer, want)
				if err != nil {
					t.Errorf("%v %s: encode: %v", gvk, info.MediaType, err)
					continue
				}
				// The defaults matter only for WatchEvent, which, as upstream,
				// carries no apiVersion/kind of its own.
				got, _, err := codecs.UniversalDeserializer().Decode(data, &gvk, nil)
				if err != nil {
					t.Errorf("%v %s: decode: %v\n%s", gvk, info.MediaType, err, data)
					continue
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%v %s: round trip changed the object:\ngot  %#v\nwant %#v", gvk, info.MediaType, got, want)
				}
			}
		}
	}
}

// TestRoundTripThroughInternal decodes every kind to the internal version
// and encodes it back: the conversions must lose nothing.
func TestRoundTripThroughInternal(t *testing.T) {
	codecs := legacyscheme.Codecs
	json := codecs.SupportedMediaTypes()[0].Serializer
	for _, gvk := range externalKinds() {
		if unversioned, _ := legacyscheme.Scheme.IsUnversioned(newFilled(t, gvk, 0)); unversioned || !legacyscheme.Scheme.Recognizes(schema.GroupVersionKind{Group: gvk.Group, Version: runtime.APIVersionInternal, Kind: gvk.Kind}) {
			continue // options and Status have no internal version in this stage
		}
		if gvk.Kind == "WatchEvent" {
			continue // carries no kind of its own: stage 02 decodes it with defaults
		}
		want := newFilled(t, gvk, 1)
		makeConsistent(reflect.ValueOf(want))
		legacyscheme.Scheme.Default(want)
		data, err := runtime.Encode(json, want)
		if err != nil {
			t.Fatal(err)
		}
		internal, err := runtime.Decode(codecs.UniversalDecoder(), data)
		if err != nil {
			t.Errorf("%v: decode to internal: %v", gvk, err)
			continue
		}
		back, err := legacyscheme.Scheme.ConvertToVersion(internal, gvk.GroupVersion())
		if err != nil {
			t.Errorf("%v: convert back: %v", gvk, err)
			continue
		}
		if !reflect.DeepEqual(back, want) {
			t.Errorf("%v: external -> internal -> external changed the object:\n%s", gvk, jsonDiff(back, want))
		}
	}
}

func newFilled(t *testing.T, gvk schema.GroupVersionKind, seed int64) runtime.Object {
	t.Helper()
	obj, err := legacyscheme.Scheme.New(gvk)
	if err != nil {
		t.Fatal(err)
	}
	fuzzer.NewFiller(seed).Fill(obj)
	kinds, _, err := legacyscheme.Scheme.ObjectKinds(obj)
	if err != nil {
		t.Fatal(err)
	}
	// Unversioned kinds (Status) keep their own apiVersion on the wire.
	obj.GetObjectKind().SetGroupVersionKind(kinds[0])
	if kinds[0].Kind != gvk.Kind {
		t.Fatalf("%v registered as %v", gvk, kinds[0])
	}
	return obj
}

// jsonDiff lists the JSON paths whose values differ.
func jsonDiff(got, want runtime.Object) string {
	g, w := flattenJSON(got), flattenJSON(want)
	var out []string
	for p, v := range w {
		if g[p] != v {
			out = append(out, fmt.Sprintf("  %s: got %s; want %s", p, g[p], v))
		}
	}
	for p, v := range g {
		if _, ok := w[p]; !ok {
			out = append(out, fmt.Sprintf("  %s: got %s; want nothing", p, v))
		}
	}
	sort.Strings(out)
	return strings.Join(out, "\n")
}

func flattenJSON(obj runtime.Object) map[string]string {
	data, _ := json.Marshal(obj)
	var v interface{}
	_ = json.Unmarshal(data, &v)
	out := map[string]string{}
	var walk func(string, interface{})
	walk = func(path string, v interface{}) {
		switch v := v.(type) {
		case map[string]interface{}:
			for k, c := range v {
				walk(path+"."+k, c)
			}
		case []interface{}:
			for i, c := range v {
				walk(fmt.Sprintf("%s[%d]", path, i), c)
			}
		default:
			b, _ := json.Marshal(v)
			out[path] = string(b)
		}
	}
	walk("", v)
	return out
}
