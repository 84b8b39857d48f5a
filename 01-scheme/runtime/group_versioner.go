package runtime

import (
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

var (
	// InternalGroupVersioner converts to the internal version of whatever
	// group an object's kind is in: decoding uses it.
	// Upstream: k8s.io/apimachinery/pkg/runtime.InternalGroupVersioner.
	InternalGroupVersioner GroupVersioner = internalGroupVersioner{}
	// DisabledGroupVersioner converts nothing: an object stays as decoded.
	// Upstream: k8s.io/apimachinery/pkg/runtime.DisabledGroupVersioner.
	DisabledGroupVersioner GroupVersioner = disabledGroupVersioner{}
)

type internalGroupVersioner struct{}

func (internalGroupVersioner) KindForGroupVersionKinds(kinds []schema.GroupVersionKind) (schema.GroupVersionKind, bool) {
	for _, kind := range kinds {
		if kind.Version == APIVersionInternal {
			return kind, true
		}
	}
	for _, kind := range kinds {
		return schema.GroupVersionKind{Group: kind.Group, Version: APIVersionInternal, Kind: kind.Kind}, true
	}
	return schema.GroupVersionKind{}, false
}

func (internalGroupVersioner) Identifier() string { return "internal" }

type disabledGroupVersioner struct{}

func (disabledGroupVersioner) KindForGroupVersionKinds([]schema.GroupVersionKind) (schema.GroupVersionKind, bool) {
	return schema.GroupVersionKind{}, false
}

func (disabledGroupVersioner) Identifier() string { return "disabled" }

// multiGroupVersioner converts to one group version, accepting kinds of
// several groups as if they were in it (how the API server's storage reads
// a kind that moved between groups).
// Upstream: k8s.io/apimachinery/pkg/runtime.multiGroupVersioner.
type multiGroupVersioner struct {
	target             schema.GroupVersion
	acceptedGroupKinds []schema.GroupKind
	coerce             bool
}

// NewMultiGroupVersioner returns a GroupVersioner that targets gv for kinds of
// gv's group and of any groupKinds listed (a GroupKind with an empty kind
// matches its whole group). Upstream: k8s.io/apimachinery/pkg/runtime.NewMultiGroupVersioner.
func NewMultiGroupVersioner(gv schema.GroupVersion, groupKinds ...schema.GroupKind) GroupVersioner {
	if len(groupKinds) == 0 || (len(groupKinds) == 1 && groupKinds[0].Group == gv.Group) {
		return gv
	}
	return multiGroupVersioner{target: gv, acceptedGroupKinds: groupKinds}
}

func (v multiGroupVersioner) KindForGroupVersionKinds(kinds []schema.GroupVersionKind) (schema.GroupVersionKind, bool) {
	for _, src := range kinds {
		for _, kind := range v.acceptedGroupKinds {
			if kind.Group != src.Group {
				continue
			}
			if len(kind.Kind) > 0 && kind.Kind != src.Kind {
				continue
			}
			return v.target.WithKind(src.Kind), true
		}
	}
	if v.coerce && len(kinds) > 0 {
		return v.target.WithKind(kinds[0].Kind), true
	}
	return schema.GroupVersionKind{}, false
}

func (v multiGroupVersioner) Identifier() string {
	groupKinds := make([]string, 0, len(v.acceptedGroupKinds))
	for _, gk := range v.acceptedGroupKinds {
		groupKinds = append(groupKinds, gk.String())
	}
	return "multi(" + v.target.String() + ";" + strings.Join(groupKinds, ",") + ")"
}
