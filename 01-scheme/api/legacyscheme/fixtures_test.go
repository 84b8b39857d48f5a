package legacyscheme_test

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// fixtureDir holds objects encoded by upstream's own serializers
// (k8s.io/api v0.32.13); its README.md says where they came from.
const fixtureDir = "../../runtime/serializer/protobuf/testdata"

// TestUpstreamProtobufFixtures decodes each upstream protobuf body and its
// JSON twin, requires equal objects, and requires our protobuf encoding of
// the object to be byte-identical to upstream's.
// SelfSubjectAccessReview and SelfSubjectReview belong to groups that stage
// 07 registers; their envelopes are checked in the protobuf package.
func TestUpstreamProtobufFixtures(t *testing.T) {
	protobuf := legacyscheme.Codecs.SupportedMediaTypes()[2].Serializer
	for _, name := range []string{"namespace", "configmap", "pod", "deployment"} {
		t.Run(name, func(t *testing.T) {
			pb := readFixture(t, name+".pb")
			js := readFixture(t, name+".json")
			fromPB, err := runtime.Decode(legacyscheme.Codecs.UniversalDeserializer(), pb)
			if err != nil {
				t.Fatal(err)
			}
			fromJSON, err := runtime.Decode(legacyscheme.Codecs.UniversalDeserializer(), js)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(fromPB, fromJSON) {
				t.Errorf("protobuf and JSON fixtures decode differently:\npb   %#v\njson %#v", fromPB, fromJSON)
			}
			ours, err := runtime.Encode(protobuf, fromPB)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(ours, pb) {
				t.Errorf("our protobuf differs from upstream's:\ngot  %x\nwant %x", ours, pb)
			}
		})
	}
}

func readFixture(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(fixtureDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestBadInput: each broken body is a clear error, never a panic.
func TestBadInput(t *testing.T) {
	strict := legacyscheme.Codecs.SupportedMediaTypes()[0].StrictSerializer
	pb := readFixture(t, "configmap.pb")
	tests := []struct {
		name    string
		decoder runtime.Decoder
		data    []byte
		want    string
	}{
		{"unknown kind", legacyscheme.Codecs.UniversalDeserializer(), []byte(`{"apiVersion":"v1","kind":"Gadget"}`), `no kind "Gadget" is registered for version "v1"`},
		{"unknown version", legacyscheme.Codecs.UniversalDeserializer(), []byte(`{"apiVersion":"apps/v9","kind":"Deployment"}`), `no kind "Deployment" is registered for version "apps/v9"`},
		{"missing apiVersion", legacyscheme.Codecs.UniversalDeserializer(), []byte(`{"kind":"Pod"}`), "Object 'apiVersion' is missing"},
		{"missing kind", legacyscheme.Codecs.UniversalDeserializer(), []byte(`{"apiVersion":"v1"}`), "Object 'Kind' is missing"},
		{"unknown field (strict)", strict, []byte(`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c","nmae":"x"}}`), `strict decoding error: unknown field "metadata.nmae"`},
		{"duplicate field (strict)", strict, []byte(`{"apiVersion":"v1","kind":"ConfigMap","data":{},"data":{}}`), `strict decoding error: duplicate field "data"`},
		{"malformed JSON", legacyscheme.Codecs.UniversalDeserializer(), []byte(`{"apiVersion":"v1","kind":"Pod",`), "unexpected end of JSON input"},
		{"truncated protobuf", legacyscheme.Codecs.UniversalDeserializer(), pb[:len(pb)-10], "unexpected EOF"},
		{"wrong magic", legacyscheme.Codecs.SupportedMediaTypes()[2].Serializer, append([]byte("k9s\x00"), pb[4:]...), "provided data does not appear to be a protobuf message"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := tt.decoder.Decode(tt.data, nil, nil)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v; want an error containing %q", err, tt.want)
			}
		})
	}
}

// FuzzUniversalDeserializer feeds arbitrary bytes to the decoder every
// request body meets. The seeds (upstream fixtures in each format) run in
// every `go test`; `go test -fuzz FuzzUniversalDeserializer` explores.
func FuzzUniversalDeserializer(f *testing.F) {
	for _, name := range []string{"namespace", "configmap", "pod", "deployment"} {
		data, err := os.ReadFile(filepath.Join(fixtureDir, name+".pb"))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		js, err := os.ReadFile(filepath.Join(fixtureDir, name+".json"))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(js)
	}
	f.Add([]byte("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		obj, _, err := legacyscheme.Codecs.UniversalDeserializer().Decode(data, nil, nil)
		if err != nil {
			return
		}
		// Whatever decodes must encode again.
		if _, err := runtime.Encode(legacyscheme.Codecs.SupportedMediaTypes()[0].Serializer, obj); err != nil {
			t.Errorf("decoded %T but cannot encode it as JSON: %v", obj, err)
		}
	})
}
