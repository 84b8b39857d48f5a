package proto

import "unique"

// InternString returns b as a string: the one canonical copy of that
// string in the process, shared by every caller that asks for the same
// bytes. Generated decoders call it for the fields tagged
// +k8s:protobuf-gen:intern (a namespace, label keys and values, managed
// fields' manager and apiVersion ...), whose strings repeat across the
// objects a watch cache holds: 100,000 ConfigMaps of one namespace then
// share one copy of its name instead of holding 100,000.
//
// unique.Make keeps the canonical copies by weak reference: a string no
// object uses any more is dropped at a later garbage collection, so
// interning what a request body carries does not grow the process. Make
// copies the string before it keeps it, and looking up string(b) neither
// allocates nor keeps b; a string seen before costs one hash lookup
// (about 26 ns, less than allocating the copy it replaces), a new one the
// lookup and the copy. Strings are immutable, so sharing them is safe;
// []byte fields are never interned (FieldsV1.Raw), since a slice shared
// between objects could be written through one of them.
//
// Upstream does not intern: gogo's generated Unmarshal gives every object
// its own copy of every string (string(dAtA[iNdEx:postIndex]) in
// k8s.io/apimachinery/pkg/apis/meta/v1.(*ObjectMeta).Unmarshal).
func InternString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unique.Make(string(b)).Value()
}
