package app

import (
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
)

// TourOptions are the tour's flags.
type TourOptions struct {
	// Filename names a manifest of the reader's own (read into Input).
	Filename string
	// Input is the manifest to decode; empty means the built-in Deployment.
	Input []byte
	// OutputVersion is the group version to convert to, such as apps/v1.
	OutputVersion string
	outputGV      schema.GroupVersion
}

// oldDeployment is written in apps/v1beta1, the version upstream served
// until v1.16: no selector (v1beta1 defaults it from the template's labels),
// and a rollbackTo field that apps/v1 no longer has.
const oldDeployment = `apiVersion: apps/v1beta1
kind: Deployment
metadata:
  name: web
  namespace: demo
spec:
  rollbackTo:
    revision: 3
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
      - name: web
        image: nginx:1.27
`

// RunTour prints the tour to w. Each step is a function of its own so a
// reader can set a breakpoint on the step they want to watch.
func RunTour(w io.Writer, scheme *runtime.Scheme, codecs serializer.CodecFactory, opts TourOptions) error {
	if len(opts.Input) == 0 {
		opts.Input = []byte(oldDeployment)
	}
	if opts.outputGV.Empty() {
		gv, err := schema.ParseGroupVersion(opts.OutputVersion)
		if err != nil {
			return err
		}
		opts.outputGV = gv
	}
	printRegisteredKinds(w, scheme)
	if err := printNew(w, scheme); err != nil {
		return err
	}
	external, err := decodeAndDefault(w, scheme, codecs, opts.Input)
	if err != nil {
		return err
	}
	out, err := convertThroughInternal(w, scheme, external, opts.outputGV)
	if err != nil {
		return err
	}
	encoded, err := encodeInEveryMediaType(w, codecs, out)
	if err != nil {
		return err
	}
	if err := proveRoundTrips(w, codecs, out, encoded); err != nil {
		return err
	}
	showUnregisteredKind(w, codecs)
	return nil
}

func heading(w io.Writer, n int, title string) {
	fmt.Fprintf(w, "\n== %d. %s ==\n", n, title)
}

// printRegisteredKinds lists the kinds of every external group version,
// in the Scheme's priority order, and the internal kinds per group.
func printRegisteredKinds(w io.Writer, scheme *runtime.Scheme) {
	heading(w, 1, "The Scheme: kinds registered per group version")
	for _, gv := range scheme.PrioritizedVersionsAllGroups() {
		printKindLine(w, gv.String(), kindNames(scheme.KnownTypes(gv), true))
	}
	groups := map[string]bool{}
	for _, gv := range scheme.PrioritizedVersionsAllGroups() {
		groups[gv.Group] = true
	}
	for _, group := range sortedKeys(groups) {
		internal := schema.GroupVersion{Group: group, Version: runtime.APIVersionInternal}
		if kinds := kindNames(scheme.KnownTypes(internal), true); len(kinds) > 0 {
			name := group
			if name == "" {
				name = "core"
			}
			printKindLine(w, name+"/"+runtime.APIVersionInternal, kinds)
		}
	}
}

// kindNames sorts kinds, leaving out the option kinds that
// metav1.AddToGroupVersion adds to every group version (and lists).
func kindNames(types map[string]reflect.Type, skipCommon bool) []string {
	common := map[string]bool{"WatchEvent": true, "ListOptions": true, "GetOptions": true, "DeleteOptions": true,
		"CreateOptions": true, "UpdateOptions": true, "PatchOptions": true, "Status": true, "APIVersions": true,
		"APIGroupList": true, "APIGroup": true, "APIResourceList": true}
	var names []string
	for kind := range types {
		if skipCommon && (common[kind] || strings.HasSuffix(kind, "List")) {
			continue
		}
		names = append(names, kind)
	}
	sort.Strings(names)
	return names
}

func printKindLine(w io.Writer, gv string, kinds []string) {
	if len(kinds) == 0 {
		return
	}
	fmt.Fprintf(w, "  %-22s %s\n", gv, strings.Join(kinds, " "))
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// printNew shows the two directions of the registry: GVK -> Go type (New)
// and Go type -> GVKs (ObjectKinds).
func printNew(w io.Writer, scheme *runtime.Scheme) error {
	heading(w, 2, "New() and ObjectKinds(): GVK <-> Go type")
	for _, gvk := range []schema.GroupVersionKind{
		{Group: "apps", Version: "v1", Kind: "Deployment"},
		{Group: "apps", Version: "v1beta1", Kind: "Deployment"},
		{Group: "apps", Version: runtime.APIVersionInternal, Kind: "Deployment"},
		{Group: "apps", Version: "v1", Kind: "Status"},
	} {
		obj, err := scheme.New(gvk)
		if err != nil {
			return err
		}
		kinds, unversioned, err := scheme.ObjectKinds(obj)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "  New(%v)\n      -> %T, ObjectKinds: %v unversioned=%v\n", gvk, obj, kinds, unversioned)
	}
	return nil
}
