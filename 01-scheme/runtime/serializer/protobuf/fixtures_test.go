package protobuf

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// fixture is one body from testdata/ (see testdata/README.md) and the
// apiVersion and kind of its JSON twin.
type fixture struct {
	name       string
	pb         []byte
	apiVersion string
	kind       string
}

func loadFixtures(t testing.TB) []fixture {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "*.pb"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	var out []fixture
	for _, file := range files {
		pb, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		js, err := os.ReadFile(strings.TrimSuffix(file, ".pb") + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var meta struct{ APIVersion, Kind string }
		if err := json.Unmarshal(js, &meta); err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(file), ".pb")
		out = append(out, fixture{name: name, pb: pb, apiVersion: meta.APIVersion, kind: meta.Kind})
	}
	return out
}

// TestFixtureEnvelopes opens each upstream body's envelope and writes it
// back: the bytes must be the very bytes upstream wrote.
func TestFixtureEnvelopes(t *testing.T) {
	s := newTestScheme()
	ser := NewSerializer(s, s)
	for _, fx := range loadFixtures(t) {
		t.Run(fx.name, func(t *testing.T) {
			unk := &runtime.Unknown{}
			if _, _, err := ser.Decode(fx.pb, nil, unk); err != nil {
				t.Fatal(err)
			}
			if unk.APIVersion != fx.apiVersion || unk.Kind != fx.kind {
				t.Errorf("got %s %s; want %s %s", unk.APIVersion, unk.Kind, fx.apiVersion, fx.kind)
			}
			if unk.ContentType != "" || unk.ContentEncoding != "" || len(unk.Raw) == 0 {
				t.Errorf("got content type %q, encoding %q, %d raw bytes; want \"\", \"\", some", unk.ContentType, unk.ContentEncoding, len(unk.Raw))
			}
			var buf bytes.Buffer
			if err := ser.Encode(unk, &buf); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(buf.Bytes(), fx.pb) {
				t.Errorf("got % x; want % x", buf.Bytes(), fx.pb)
			}
		})
	}
}

// Stand-ins for metav1.ObjectMeta, metav1.Time, corev1.Namespace and
// corev1.ConfigMap, with upstream's tags, enough to decode and re-encode
// the namespace and configmap fixtures completely.

type timestamp struct {
	Seconds int64 `protobuf:"varint,1,opt,name=seconds"`
	Nanos   int32 `protobuf:"varint,2,opt,name=nanos"`
}

// testTime writes itself as metav1.Time does: a Timestamp, or nothing for
// the zero time.
type testTime struct{ time.Time }

func (t *testTime) Marshal() ([]byte, error) {
	if t.IsZero() {
		return nil, nil
	}
	return proto.Marshal(&timestamp{Seconds: t.Unix(), Nanos: int32(t.Nanosecond())})
}

func (t *testTime) Unmarshal(data []byte) error {
	if len(data) == 0 {
		t.Time = time.Time{}
		return nil
	}
	var ts timestamp
	if err := proto.Unmarshal(data, &ts); err != nil {
		return err
	}
	t.Time = time.Unix(ts.Seconds, int64(ts.Nanos)).UTC()
	return nil
}

type objectMeta struct {
	Name                       string            `protobuf:"bytes,1,opt,name=name"`
	GenerateName               string            `protobuf:"bytes,2,opt,name=generateName"`
	Namespace                  string            `protobuf:"bytes,3,opt,name=namespace"`
	SelfLink                   string            `protobuf:"bytes,4,opt,name=selfLink"`
	UID                        string            `protobuf:"bytes,5,opt,name=uid,casttype=k8s.io/kubernetes/pkg/types.UID"`
	ResourceVersion            string            `protobuf:"bytes,6,opt,name=resourceVersion"`
	Generation                 int64             `protobuf:"varint,7,opt,name=generation"`
	CreationTimestamp          testTime          `protobuf:"bytes,8,opt,name=creationTimestamp"`
	DeletionTimestamp          *testTime         `protobuf:"bytes,9,opt,name=deletionTimestamp"`
	DeletionGracePeriodSeconds *int64            `protobuf:"varint,10,opt,name=deletionGracePeriodSeconds"`
	Labels                     map[string]string `protobuf:"bytes,11,rep,name=labels"`
	Annotations                map[string]string `protobuf:"bytes,12,rep,name=annotations"`
	Finalizers                 []string          `protobuf:"bytes,14,rep,name=finalizers"`
}

type namespace struct {
	Metadata objectMeta `protobuf:"bytes,1,opt,name=metadata"`
	Spec     struct {
		Finalizers []string `protobuf:"bytes,1,rep,name=finalizers,casttype=FinalizerName"`
	} `protobuf:"bytes,2,opt,name=spec"`
	Status struct {
		Phase string `protobuf:"bytes,1,opt,name=phase,casttype=NamespacePhase"`
	} `protobuf:"bytes,3,opt,name=status"`
}

type configMap struct {
	Metadata   objectMeta        `protobuf:"bytes,1,opt,name=metadata"`
	Data       map[string]string `protobuf:"bytes,2,rep,name=data"`
	BinaryData map[string][]byte `protobuf:"bytes,3,rep,name=binaryData"`
	Immutable  *bool             `protobuf:"varint,4,opt,name=immutable"`
}

// TestFixtureObjects decodes two upstream bodies down to the last field and
// encodes them again: byte for byte what upstream's generated code wrote.
func TestFixtureObjects(t *testing.T) {
	ns := &namespace{}
	ns.Metadata.Name = "demo"
	ns.Metadata.Labels = map[string]string{"team": "a"}
	cm := &configMap{
		Metadata: objectMeta{
			Name: "c1", Namespace: "demo", UID: "0b8c1f5e-1111-2222-3333-444455556666", ResourceVersion: "42",
			CreationTimestamp: testTime{time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)},
		},
		Data:       map[string]string{"a": "b", "k": "v"},
		BinaryData: map[string][]byte{"bin": {0x00, 0x01, 0x02, 0xff}},
	}
	tests := []struct {
		fixture string
		into    any
		want    any
	}{
		{"namespace", &namespace{}, ns},
		{"configmap", &configMap{}, cm},
	}
	for _, tc := range tests {
		t.Run(tc.fixture, func(t *testing.T) {
			pb, err := os.ReadFile(filepath.Join("testdata", tc.fixture+".pb"))
			if err != nil {
				t.Fatal(err)
			}
			s := newTestScheme()
			unk := &runtime.Unknown{}
			if _, _, err := NewSerializer(s, s).Decode(pb, nil, unk); err != nil {
				t.Fatal(err)
			}
			if err := proto.Unmarshal(unk.Raw, tc.into); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(tc.into, tc.want) {
				t.Errorf("got %+v; want %+v", tc.into, tc.want)
			}
			again, err := proto.Marshal(tc.want)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(again, unk.Raw) {
				t.Errorf("got % x; want % x", again, unk.Raw)
			}
		})
	}
}
