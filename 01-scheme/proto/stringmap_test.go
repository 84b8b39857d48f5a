package proto

import (
	"bytes"
	"fmt"
	"testing"
)

type (
	labelSet   map[string]string // converts to map[string]string: appendStringMap
	namedValue string
	namedMap   map[string]namedValue // does not: the reflective appendMap
	plainMaps  struct {
		M map[string]string `protobuf:"bytes,3,rep,name=m"`
	}
	labelMaps struct {
		M labelSet `protobuf:"bytes,3,rep,name=m"`
	}
	namedMaps struct {
		M namedMap `protobuf:"bytes,3,rep,name=m"`
	}
	stringMaps interface {
		*plainMaps | *labelMaps | *namedMaps
	}
)

// TestStringMapFastPath: maps of strings, plain or of a named map type,
// small (sorted on the stack) or large, empty or nil, encode to the bytes
// of the reflective path, which a map of a named string type takes.
func TestStringMapFastPath(t *testing.T) {
	large := map[string]string{}
	for i := range 300 { // 300 entries: longer than 127 bytes in all
		large[fmt.Sprintf("key-%03d", 299-i)] = fmt.Sprint(i)
	}
	for name, m := range map[string]map[string]string{
		"nil": nil, "empty": {}, "one": {"a": "b"},
		"small": {"tier": "a", "app": "compare", "": "empty key", "z": ""},
		"large": large,
	} {
		t.Run(name, func(t *testing.T) {
			var nm namedMap
			if m != nil {
				nm = namedMap{}
				for k, v := range m {
					nm[k] = namedValue(v)
				}
			}
			want := mustMarshal(t, &namedMaps{M: nm})
			for _, got := range [][]byte{mustMarshal(t, &plainMaps{M: m}), mustMarshal(t, &labelMaps{M: m})} {
				if !bytes.Equal(got, want) {
					t.Errorf("got  %x\nwant %x", got, want)
				}
			}
		})
	}
}

func mustMarshal[T stringMaps](t *testing.T, msg T) []byte {
	t.Helper()
	b, err := Marshal(msg)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
