package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
)

// decodeAndDefault decodes without conversion (the universal
// deserializer), then applies the defaults of the object's own version and
// prints what defaulting set.
func decodeAndDefault(w io.Writer, scheme *runtime.Scheme, codecs serializer.CodecFactory, input []byte) (runtime.Object, error) {
	heading(w, 3, "Decode, then default in the object's own version")
	obj, gvk, err := codecs.UniversalDeserializer().Decode(input, nil, nil)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(w, "  decoded %v into %T\n", *gvk, obj)
	before := flatten(obj)
	scheme.Default(obj)
	fmt.Fprintf(w, "  defaulting set:\n")
	printChanges(w, before, flatten(obj))
	return obj, nil
}

// convertThroughInternal converts to the internal version (the hub every
// version converts to and from) and then to the target version.
func convertThroughInternal(w io.Writer, scheme *runtime.Scheme, external runtime.Object, target schema.GroupVersion) (runtime.Object, error) {
	heading(w, 4, "Convert: "+external.GetObjectKind().GroupVersionKind().GroupVersion().String()+" -> internal -> "+target.String())
	internal, err := scheme.ConvertToVersion(external, runtime.InternalGroupVersioner)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(w, "  internal: %T (apiVersion %q, kind %q: internal objects carry no type)\n",
		internal, internal.GetObjectKind().GroupVersionKind().GroupVersion().String(), internal.GetObjectKind().GroupVersionKind().Kind)
	if d, ok := internal.(*apps.Deployment); ok && d.Spec.RollbackTo != nil {
		fmt.Fprintf(w, "  internal Spec.RollbackTo: &{Revision:%d}\n", d.Spec.RollbackTo.Revision)
	}
	out, err := scheme.ConvertToVersion(internal, target)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(w, "  %s: %T; fields that differ from the input:\n", target, out)
	printChanges(w, flatten(external), flatten(out))
	return out, nil
}

// encodeInEveryMediaType encodes with each serializer of the factory.
func encodeInEveryMediaType(w io.Writer, codecs serializer.CodecFactory, obj runtime.Object) (map[string][]byte, error) {
	heading(w, 5, "Encode in every media type")
	encoded := map[string][]byte{}
	for _, info := range codecs.SupportedMediaTypes() {
		data, err := runtime.Encode(info.Serializer, obj)
		if err != nil {
			return nil, err
		}
		encoded[info.MediaType] = data
		fmt.Fprintf(w, "  --- %s (%d bytes)\n", info.MediaType, len(data))
		if info.EncodesAsText {
			fmt.Fprintf(w, "%s", indent(string(data)))
			if !bytes.HasSuffix(data, []byte("\n")) {
				fmt.Fprintln(w)
			}
			continue
		}
		hexPreview(w, data, 64)
	}
	return encoded, nil
}

// proveRoundTrips decodes every encoding back and compares it with the
// object that was encoded.
func proveRoundTrips(w io.Writer, codecs serializer.CodecFactory, want runtime.Object, encoded map[string][]byte) error {
	heading(w, 6, "Round trip: decode each encoding and compare")
	for _, info := range codecs.SupportedMediaTypes() {
		got, err := runtime.Decode(codecs.UniversalDeserializer(), encoded[info.MediaType])
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "  %-38s equal: %v\n", info.MediaType, reflect.DeepEqual(got, want))
	}
	return nil
}

// showUnregisteredKind shows the error for a kind no install package
// registered.
func showUnregisteredKind(w io.Writer, codecs serializer.CodecFactory) {
	heading(w, 7, "A kind nobody registered")
	_, err := runtime.Decode(codecs.UniversalDeserializer(), []byte("apiVersion: apps/v1\nkind: Gadget\n"))
	fmt.Fprintf(w, "  error: %v\n", err)
	fmt.Fprintf(w, "  IsNotRegisteredError: %v\n", runtime.IsNotRegisteredError(err))
}

// flatten turns an object's JSON into "path: value" pairs.
func flatten(obj runtime.Object) map[string]string {
	data, _ := json.Marshal(obj)
	var v interface{}
	_ = json.Unmarshal(data, &v)
	out := map[string]string{}
	flattenValue("", v, out)
	return out
}

func flattenValue(path string, v interface{}, out map[string]string) {
	switch v := v.(type) {
	case map[string]interface{}:
		for k, child := range v {
			p := k
			if path != "" {
				p = path + "." + k
			}
			flattenValue(p, child, out)
		}
	case []interface{}:
		for i, child := range v {
			flattenValue(fmt.Sprintf("%s[%d]", path, i), child, out)
		}
	default:
		data, _ := json.Marshal(v)
		out[path] = string(data)
	}
}

// printChanges prints added, changed and removed paths, sorted.
func printChanges(w io.Writer, before, after map[string]string) {
	paths := map[string]bool{}
	for p := range before {
		paths[p] = true
	}
	for p := range after {
		paths[p] = true
	}
	var lines []string
	for p := range paths {
		b, inBefore := before[p]
		a, inAfter := after[p]
		switch {
		case !inBefore:
			lines = append(lines, fmt.Sprintf("    + %s: %s", p, a))
		case !inAfter:
			lines = append(lines, fmt.Sprintf("    - %s: %s", p, b))
		case a != b:
			lines = append(lines, fmt.Sprintf("    ~ %s: %s -> %s", p, b, a))
		}
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i][6:] < lines[j][6:] })
	if len(lines) == 0 {
		lines = []string{"    (nothing)"}
	}
	fmt.Fprintln(w, strings.Join(lines, "\n"))
}

func indent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return "    " + strings.Join(lines, "\n    ") + "\n"
}

// hexPreview prints the first n bytes as an xxd-style dump.
func hexPreview(w io.Writer, data []byte, n int) {
	if len(data) < n {
		n = len(data)
	}
	for off := 0; off < n; off += 16 {
		end := min(off+16, n)
		var hexPart, ascii strings.Builder
		for i := off; i < end; i++ {
			fmt.Fprintf(&hexPart, "%02x ", data[i])
			c := data[i]
			if c < 32 || c > 126 {
				c = '.'
			}
			ascii.WriteByte(c)
		}
		fmt.Fprintf(w, "    %04x  %-48s %s\n", off, hexPart.String(), ascii.String())
	}
	if len(data) > n {
		fmt.Fprintf(w, "    ... %d more bytes\n", len(data)-n)
	}
}
