package schema

import (
	"fmt"
	"strings"
)

// GroupVersion is an API group and one of its versions, such as apps/v1.
// The legacy core group has the empty name, so its GroupVersion prints as "v1".
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.GroupVersion.
type GroupVersion struct {
	Group   string
	Version string
}

// Empty reports whether both parts are empty.
func (gv GroupVersion) Empty() bool { return gv.Group == "" && gv.Version == "" }

// String prints "group/version", or "version" for the core group, which is
// exactly the apiVersion field a client writes.
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.GroupVersion.String.
func (gv GroupVersion) String() string {
	if gv.Group != "" {
		return gv.Group + "/" + gv.Version
	}
	return gv.Version
}

// Identifier is the string form used as a map key; it equals String.
func (gv GroupVersion) Identifier() string { return gv.String() }

// WithKind adds a kind.
func (gv GroupVersion) WithKind(kind string) GroupVersionKind {
	return GroupVersionKind{Group: gv.Group, Version: gv.Version, Kind: kind}
}

// WithResource adds a resource.
func (gv GroupVersion) WithResource(resource string) GroupVersionResource {
	return GroupVersionResource{Group: gv.Group, Version: gv.Version, Resource: resource}
}

// ParseGroupVersion turns "apps/v1" or "v1" into a GroupVersion. The empty
// string and "/" mean the empty GroupVersion; more than one slash is an error.
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.ParseGroupVersion.
func ParseGroupVersion(gv string) (GroupVersion, error) {
	if len(gv) == 0 || gv == "/" {
		return GroupVersion{}, nil
	}
	switch strings.Count(gv, "/") {
	case 0:
		return GroupVersion{Version: gv}, nil
	case 1:
		i := strings.Index(gv, "/")
		return GroupVersion{Group: gv[:i], Version: gv[i+1:]}, nil
	default:
		return GroupVersion{}, fmt.Errorf("unexpected GroupVersion string: %v", gv)
	}
}

// GroupVersionKind names one Go type of the API unambiguously: the kind in
// one version of one group. A Scheme maps it to a Go type and back.
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.GroupVersionKind.
type GroupVersionKind struct {
	Group   string
	Version string
	Kind    string
}

// Empty reports whether all three parts are empty.
func (gvk GroupVersionKind) Empty() bool {
	return gvk.Group == "" && gvk.Version == "" && gvk.Kind == ""
}

// GroupKind drops the version.
func (gvk GroupVersionKind) GroupKind() GroupKind {
	return GroupKind{Group: gvk.Group, Kind: gvk.Kind}
}

// GroupVersion drops the kind.
func (gvk GroupVersionKind) GroupVersion() GroupVersion {
	return GroupVersion{Group: gvk.Group, Version: gvk.Version}
}

// String prints "group/version, Kind=kind", the form upstream uses in errors.
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.GroupVersionKind.String.
func (gvk GroupVersionKind) String() string {
	return gvk.Group + "/" + gvk.Version + ", Kind=" + gvk.Kind
}

// ToAPIVersionAndKind splits a GVK into the two TypeMeta fields.
func (gvk GroupVersionKind) ToAPIVersionAndKind() (string, string) {
	if gvk.Empty() {
		return "", ""
	}
	return gvk.GroupVersion().String(), gvk.Kind
}

// FromAPIVersionAndKind builds a GVK from the two TypeMeta fields. An
// unparseable apiVersion yields a GVK with only the kind set, as upstream.
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.FromAPIVersionAndKind.
func FromAPIVersionAndKind(apiVersion, kind string) GroupVersionKind {
	if gv, err := ParseGroupVersion(apiVersion); err == nil {
		return GroupVersionKind{Group: gv.Group, Version: gv.Version, Kind: kind}
	}
	return GroupVersionKind{Kind: kind}
}

// GroupVersionResource names a resource (the lower-case plural in a URL) in
// one version of one group.
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.GroupVersionResource.
type GroupVersionResource struct {
	Group    string
	Version  string
	Resource string
}

// Empty reports whether all three parts are empty.
func (gvr GroupVersionResource) Empty() bool {
	return gvr.Group == "" && gvr.Version == "" && gvr.Resource == ""
}

// GroupResource drops the version.
func (gvr GroupVersionResource) GroupResource() GroupResource {
	return GroupResource{Group: gvr.Group, Resource: gvr.Resource}
}

// GroupVersion drops the resource.
func (gvr GroupVersionResource) GroupVersion() GroupVersion {
	return GroupVersion{Group: gvr.Group, Version: gvr.Version}
}

// String prints "group/version, Resource=resource".
func (gvr GroupVersionResource) String() string {
	return strings.Join([]string{gvr.Group, "/", gvr.Version, ", Resource=", gvr.Resource}, "")
}

// GroupKind is a kind in a group, any version: what validation errors and
// RESTMappings talk about.
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.GroupKind.
type GroupKind struct {
	Group string
	Kind  string
}

// Empty reports whether both parts are empty.
func (gk GroupKind) Empty() bool { return gk.Group == "" && gk.Kind == "" }

// WithVersion adds a version.
func (gk GroupKind) WithVersion(version string) GroupVersionKind {
	return GroupVersionKind{Group: gk.Group, Version: version, Kind: gk.Kind}
}

// String prints "Kind.group", or "Kind" for the core group.
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.GroupKind.String.
func (gk GroupKind) String() string {
	if len(gk.Group) == 0 {
		return gk.Kind
	}
	return gk.Kind + "." + gk.Group
}

// GroupResource is a resource in a group, any version: what error messages
// such as `deployments.apps "web" not found` print.
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.GroupResource.
type GroupResource struct {
	Group    string
	Resource string
}

// Empty reports whether both parts are empty.
func (gr GroupResource) Empty() bool { return gr.Group == "" && gr.Resource == "" }

// WithVersion adds a version.
func (gr GroupResource) WithVersion(version string) GroupVersionResource {
	return GroupVersionResource{Group: gr.Group, Version: version, Resource: gr.Resource}
}

// String prints "resource.group", or "resource" for the core group.
func (gr GroupResource) String() string {
	if len(gr.Group) == 0 {
		return gr.Resource
	}
	return gr.Resource + "." + gr.Group
}

// ParseResourceArg reads kubectl's "resource.version.group" argument form.
// It returns the full triple when the argument has at least three dotted
// parts, and always the GroupResource that reads the first dot as the
// separator. Upstream: k8s.io/apimachinery/pkg/runtime/schema.ParseResourceArg.
func ParseResourceArg(arg string) (*GroupVersionResource, GroupResource) {
	var gvr *GroupVersionResource
	if strings.Count(arg, ".") >= 2 {
		s := strings.SplitN(arg, ".", 3)
		gvr = &GroupVersionResource{Group: s[2], Version: s[1], Resource: s[0]}
	}
	return gvr, ParseGroupResource(arg)
}

// ParseKindArg is ParseResourceArg for kinds: "Kind.version.group".
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.ParseKindArg.
func ParseKindArg(arg string) (*GroupVersionKind, GroupKind) {
	var gvk *GroupVersionKind
	if strings.Count(arg, ".") >= 2 {
		s := strings.SplitN(arg, ".", 3)
		gvk = &GroupVersionKind{Group: s[2], Version: s[1], Kind: s[0]}
	}
	return gvk, ParseGroupKind(arg)
}

// ParseGroupResource reads "resource.group" (the group may contain dots).
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.ParseGroupResource.
func ParseGroupResource(gr string) GroupResource {
	if i := strings.Index(gr, "."); i >= 0 {
		return GroupResource{Group: gr[i+1:], Resource: gr[:i]}
	}
	return GroupResource{Resource: gr}
}

// ParseGroupKind reads "Kind.group".
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.ParseGroupKind.
func ParseGroupKind(gk string) GroupKind {
	if i := strings.Index(gk, "."); i >= 0 {
		return GroupKind{Group: gk[i+1:], Kind: gk[:i]}
	}
	return GroupKind{Kind: gk}
}

// KindForGroupVersionKinds makes a GroupVersion a GroupVersioner (see
// runtime.GroupVersioner): it picks the kind from kinds that is in this exact
// group version, else the first kind of this group, retargeted to this version.
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.GroupVersion.KindForGroupVersionKinds.
func (gv GroupVersion) KindForGroupVersionKinds(kinds []GroupVersionKind) (GroupVersionKind, bool) {
	for _, gvk := range kinds {
		if gvk.Group == gv.Group && gvk.Version == gv.Version {
			return gvk, true
		}
	}
	for _, gvk := range kinds {
		if gvk.Group == gv.Group {
			return gv.WithKind(gvk.Kind), true
		}
	}
	return GroupVersionKind{}, false
}

// GroupVersions is a list of group versions that acts as one
// GroupVersioner: an exact group-version match anywhere in the list wins,
// else the first group version of a matching group.
// Upstream: k8s.io/apimachinery/pkg/runtime/schema.GroupVersions.
type GroupVersions []GroupVersion

// KindForGroupVersionKinds picks the target kind as described on GroupVersions.
func (gvs GroupVersions) KindForGroupVersionKinds(kinds []GroupVersionKind) (GroupVersionKind, bool) {
	for _, gv := range gvs {
		for _, kind := range kinds {
			if kind.Group == gv.Group && kind.Version == gv.Version {
				return kind, true
			}
		}
	}
	for _, gv := range gvs {
		if target, ok := gv.KindForGroupVersionKinds(kinds); ok {
			return target, true
		}
	}
	return GroupVersionKind{}, false
}

// Identifier joins the members' identifiers.
func (gvs GroupVersions) Identifier() string {
	s := make([]string, 0, len(gvs))
	for _, gv := range gvs {
		s = append(s, gv.Identifier())
	}
	return "[" + strings.Join(s, ",") + "]"
}
