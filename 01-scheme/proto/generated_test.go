package proto_test

import (
	"bytes"
	"fmt"
	"reflect"
	"testing"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
)

// embedsMeta has no generated methods, but embeds ObjectMeta, which has:
// Go promotes ObjectMeta's ProtoSize and MarshalToSizedBuffer to it.
type embedsMeta struct {
	metav1.ObjectMeta `protobuf:"bytes,1,opt,name=metadata"`
	Extra             string `protobuf:"bytes,2,opt,name=extra"`
}

// TestPromotedMethodsAreNotTheMessages: a struct that only inherits
// generated methods from an embedded field is encoded by reflection,
// all its fields, not as its metadata alone.
func TestPromotedMethodsAreNotTheMessages(t *testing.T) {
	msg := &embedsMeta{ObjectMeta: metav1.ObjectMeta{Name: "a"}, Extra: "b"}
	want, err := proto.ReflectMarshalAppend(nil, msg)
	if err != nil {
		t.Fatal(err)
	}
	got, err := proto.Marshal(msg)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) || !bytes.HasSuffix(got, []byte{0x12, 0x01, 'b'}) {
		t.Errorf("got % x; want % x", got, want)
	}
	if n, err := proto.Size(msg); err != nil || n != len(want) {
		t.Errorf("got Size %d, %v; want %d", n, err, len(want))
	}
}

// TestGeneratedMatchesReflective compares, for a rich Pod and ConfigMap,
// the generated methods with the reflective codec through every entry
// point: Marshal, MarshalAppend after existing bytes, AppendSized,
// AppendMessageField and Size.
func TestGeneratedMatchesReflective(t *testing.T) {
	for name, msg := range map[string]any{"pod": benchPod(), "configmap": benchConfigMap(7), "empty pod": &corev1.Pod{}} {
		t.Run(name, func(t *testing.T) {
			want, err := proto.ReflectMarshalAppend(nil, msg)
			if err != nil {
				t.Fatal(err)
			}
			got, err := proto.Marshal(msg)
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("Marshal: got % x, %v; want % x", got, err, want)
			}
			prefix := []byte{1, 2, 3}
			got, err = proto.MarshalAppend(prefix, msg)
			if err != nil || !bytes.Equal(got, append(prefix[:3:3], want...)) {
				t.Errorf("MarshalAppend: got % x, %v; want 01 02 03 % x", got, err, want)
			}
			got, err = proto.AppendSized(nil, msg, len(want))
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("AppendSized: got % x, %v; want % x", got, err, want)
			}
			if _, err := proto.AppendSized(nil, msg, len(want)+1); err == nil {
				t.Errorf("AppendSized with a wrong size: got no error; want one")
			}
			got, err = proto.AppendMessageField(nil, 2, msg)
			wantField := append([]byte{0x12}, appendVarint(nil, uint64(len(want)))...)
			if err != nil || !bytes.Equal(got, append(wantField, want...)) {
				t.Errorf("AppendMessageField: got % x, %v; want % x % x", got, err, wantField, want)
			}
			if n, err := proto.Size(msg); err != nil || n != len(want) {
				t.Errorf("Size: got %d, %v; want %d", n, err, len(want))
			}
		})
	}
}

func appendVarint(b []byte, v uint64) []byte {
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

// TestGeneratedDecodeRefusesWhatReflectionRefuses feeds malformed bodies
// to a ConfigMap's generated UnmarshalMerge: each must fail there (so that
// proto.Unmarshal falls back to reflection) and proto.Unmarshal must then
// answer the reflective decoder's error. Well-formed odd bodies (an
// unknown group, a field seen twice) must decode alike both ways.
func TestGeneratedDecodeRefusesWhatReflectionRefuses(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		bad  bool
	}{
		{"data entry key as a varint", []byte{0x12, 0x04, 0x08, 0x01, 0x12, 0x00}, true},
		{"data as a varint", []byte{0x10, 0x01}, true},
		{"immutable as bytes", []byte{0x22, 0x00}, true},
		{"metadata name as a varint", []byte{0x0a, 0x02, 0x08, 0x01}, true},
		{"metadata cut short", []byte{0x0a, 0x05, 0x0a}, true},
		{"label value cut short", []byte{0x0a, 0x06, 0x5a, 0x04, 0x0a, 0x01, 'a', 0x12}, true},
		{"end of group alone", []byte{0x0c}, true},
		{"field number 0", []byte{0x02, 0x00}, true},
		{"an unknown group, skipped", []byte{0xa3, 0x06, 0x08, 0x01, 0xa4, 0x06, 0x20, 0x01}, false},
		{"immutable twice, the last wins", []byte{0x20, 0x01, 0x20, 0x00}, false},
		{"metadata twice, merged", []byte{0x0a, 0x03, 0x0a, 0x01, 'a', 0x0a, 0x03, 0x12, 0x01, 'b'}, false},
		{"binary data value missing", []byte{0x1a, 0x03, 0x0a, 0x01, 'k'}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var direct corev1.ConfigMap
			if err := direct.UnmarshalMerge(tt.data, 0); (err != nil) != tt.bad {
				t.Errorf("UnmarshalMerge: got error %v; want an error: %v", err, tt.bad)
			}
			var gen, refl corev1.ConfigMap
			genErr, reflErr := proto.Unmarshal(tt.data, &gen), proto.ReflectUnmarshal(tt.data, &refl)
			if fmt.Sprint(genErr) != fmt.Sprint(reflErr) || (reflErr != nil) != tt.bad {
				t.Errorf("got error %v; want %v", genErr, reflErr)
			}
			if !reflect.DeepEqual(gen, refl) {
				t.Errorf("got %#v; want %#v", gen, refl)
			}
		})
	}
}
