package fuzzer

import (
	"bytes"
	"fmt"
	"reflect"
	"sort"

	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// ProtobufVariants is how many objects CompareGeneratedProtobuf fills per
// kind and seed: the first with every field set, the others Wild.
const ProtobufVariants = 4

// CompareGeneratedProtobuf fills objects of every external kind of scheme
// whose type has generated protobuf methods (proto.SizedMarshaler, written
// by 01-scheme/code-generator's protobuf generator), and requires of each:
// the generated ProtoSize equals the reflective proto.ReflectSize, the
// generated encoding (proto.Marshal) is byte for byte the reflective one
// (proto.ReflectMarshalAppend), decoding it with the generated
// UnmarshalMerge (proto.Unmarshal) gives what proto.ReflectUnmarshal gives,
// also from damaged copies (cut short, a byte changed), and decoding and
// encoding again gives the same bytes. It returns a difference per disagreement, and an error
// when no kind of scheme has generated methods. maxDepth bounds recursive
// types, as in CompareGeneratedWithReflective.
// Upstream has no counterpart: its codec has no reflective path.
func CompareGeneratedProtobuf(scheme *runtime.Scheme, seed int64, maxDepth int) []error {
	var kinds []schema.GroupVersionKind
	for gvk := range scheme.AllKnownTypes() {
		if gvk.Version == runtime.APIVersionInternal {
			continue
		}
		if obj, err := scheme.New(gvk); err == nil {
			if _, ok := obj.(proto.SizedMarshaler); ok {
				kinds = append(kinds, gvk)
			}
		}
	}
	if len(kinds) == 0 {
		return []error{fmt.Errorf("no kind of the scheme has generated protobuf methods")}
	}
	sort.Slice(kinds, func(i, j int) bool { return kinds[i].String() < kinds[j].String() })
	var errs []error
	for _, gvk := range kinds {
		for variant := int64(0); variant < ProtobufVariants; variant++ {
			obj, _ := scheme.New(gvk)
			f := NewFiller(seed*ProtobufVariants + variant)
			f.MaxDepth = maxDepth
			f.Wild = variant > 0
			f.Fill(obj)
			if err := compareProtobuf(scheme, gvk, obj); err != nil {
				errs = append(errs, fmt.Errorf("%v (seed %d, variant %d): %w", gvk, seed, variant, err))
			}
		}
	}
	return errs
}

// compareProtobuf checks one object, then the object its encoding
// decodes to (decoding normalizes: a nil []byte map value comes back
// empty, and is then written), whose encoding must decode to itself.
func compareProtobuf(scheme *runtime.Scheme, gvk schema.GroupVersionKind, obj runtime.Object) error {
	got, err := compareEncodings(obj)
	if err != nil {
		return err
	}
	decoded, err := compareDecodings(scheme, gvk, got)
	if err != nil {
		return fmt.Errorf("decoding the generated encoding: %w", err)
	}
	// Damaged copies: cut short, and with one byte changed. Whatever the
	// generated decoder accepts, the reflective one must accept alike.
	step := len(got)/16 + 1
	for i := 0; i < len(got); i += step {
		if _, err := compareDecodings(scheme, gvk, got[:i]); err != nil && !isDecodeError(err) {
			return fmt.Errorf("cut at %d: %w", i, err)
		}
		damaged := append([]byte(nil), got...)
		damaged[i] ^= byte(0x80 | i)
		if _, err := compareDecodings(scheme, gvk, damaged); err != nil && !isDecodeError(err) {
			return fmt.Errorf("byte %d changed: %w", i, err)
		}
	}
	once, err := compareEncodings(decoded)
	if err != nil {
		return fmt.Errorf("the decoded object: %w", err)
	}
	again, _ := scheme.New(gvk)
	if err := proto.Unmarshal(once, again); err != nil {
		return fmt.Errorf("decoding the decoded object's encoding: %w", err)
	}
	twice, err := proto.Marshal(again)
	if err != nil {
		return fmt.Errorf("encoding the object decoded twice: %w", err)
	}
	if !bytes.Equal(twice, once) {
		return fmt.Errorf("round trip changed the encoding:\ngot  % x\nwant % x", twice, once)
	}
	return nil
}

// compareEncodings requires obj's generated size and encoding to be the
// reflective ones, and returns the encoding.
func compareEncodings(obj runtime.Object) ([]byte, error) {
	m := obj.(proto.SizedMarshaler)
	want, err := proto.ReflectMarshalAppend(nil, obj)
	if err != nil {
		return nil, fmt.Errorf("reflective encoding: %w", err)
	}
	wantSize, err := proto.ReflectSize(obj)
	if err != nil {
		return nil, fmt.Errorf("reflective size: %w", err)
	}
	if wantSize != len(want) {
		return nil, fmt.Errorf("reflective size %d for %d bytes", wantSize, len(want))
	}
	if got := m.ProtoSize(); got != wantSize {
		return nil, fmt.Errorf("got ProtoSize %d; want %d", got, wantSize)
	}
	got, err := proto.Marshal(obj)
	if err != nil {
		return nil, fmt.Errorf("generated encoding: %w", err)
	}
	if !bytes.Equal(got, want) {
		return nil, fmt.Errorf("generated and reflective encodings differ:\ngot  % x\nwant % x", got, want)
	}
	return got, nil
}

// decodeError is a decoding that failed alike both ways: not a
// disagreement.
type decodeError struct{ err error }

func (e decodeError) Error() string { return e.err.Error() }

func isDecodeError(err error) bool {
	_, ok := err.(decodeError)
	return ok
}

// compareDecodings decodes data into a new object of kind gvk with
// proto.Unmarshal (the generated UnmarshalMerge, when the type has it) and
// with proto.ReflectUnmarshal, and requires the same object, or the same
// error (then returned as a decodeError).
func compareDecodings(scheme *runtime.Scheme, gvk schema.GroupVersionKind, data []byte) (runtime.Object, error) {
	gen, _ := scheme.New(gvk)
	refl, _ := scheme.New(gvk)
	genErr := proto.Unmarshal(data, gen)
	reflErr := proto.ReflectUnmarshal(data, refl)
	switch {
	case (genErr == nil) != (reflErr == nil):
		return nil, fmt.Errorf("got error %v; want %v", genErr, reflErr)
	case genErr != nil && genErr.Error() != reflErr.Error():
		return nil, fmt.Errorf("got error %q; want %q", genErr, reflErr)
	case !reflect.DeepEqual(gen, refl):
		return nil, fmt.Errorf("generated and reflective decodings differ:\ngot  %#v\nwant %#v", gen, refl)
	case genErr != nil:
		return nil, decodeError{genErr}
	}
	return gen, nil
}
