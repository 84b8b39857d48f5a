package node

import (
	"context"
	"fmt"
	"strconv"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// nodeStrategy is the nodes' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStrategy.
type nodeStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of nodes.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.Strategy.
var Strategy = nodeStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
	_ rest.RESTUpdateStrategy = StatusStrategy
)

// NamespaceScoped is false: nodes are cluster-scoped.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStrategy.NamespaceScoped.
func (nodeStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate keeps the status: a kubelet registers its node with
// the status it observed.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStrategy.PrepareForCreate.
func (nodeStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// Validate checks a new node.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStrategy.Validate.
func (nodeStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateNode(obj.(*core.Node))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStrategy.WarningsOnCreate.
func (nodeStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStrategy.Canonicalize.
func (nodeStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing node is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStrategy.AllowCreateOnUpdate.
func (nodeStrategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps the stored status: the main resource changes the
// spec and metadata (kubectl cordon, taints, labels).
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStrategy.PrepareForUpdate.
func (nodeStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*core.Node).Status = old.(*core.Node).Status
}

// ValidateUpdate checks the new node on its own and against the old.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStrategy.ValidateUpdate.
func (nodeStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	allErrs := validation.ValidateNode(obj.(*core.Node))
	return append(allErrs, validation.ValidateNodeUpdate(obj.(*core.Node), old.(*core.Node))...)
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStrategy.WarningsOnUpdate.
func (nodeStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStrategy.AllowUnconditionalUpdate.
func (nodeStrategy) AllowUnconditionalUpdate() bool { return true }

// nodeStatusStrategy updates only the status: what the kubelet writes
// every heartbeat (conditions, capacity, addresses, node info).
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStatusStrategy.
type nodeStatusStrategy struct {
	nodeStrategy
}

// StatusStrategy is the strategy of nodes/status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.StatusStrategy.
var StatusStrategy = nodeStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStatusStrategy.PrepareForUpdate.
func (nodeStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*core.Node).Spec = old.(*core.Node).Spec
}

// ValidateUpdate checks the update against the old node.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStatusStrategy.ValidateUpdate.
func (nodeStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateNodeUpdate(obj.(*core.Node), old.(*core.Node))
}

// GetAttrs returns a node's labels and the fields a field selector may
// name. Upstream: k8s.io/kubernetes/pkg/registry/core/node.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	n, ok := obj.(*core.Node)
	if !ok {
		return nil, nil, fmt.Errorf("not a node: %T", obj)
	}
	return labels.Set(n.Labels), NodeToSelectableFields(n), nil
}

// NodeToSelectableFields returns metadata.name and spec.unschedulable
// ("true" or "false").
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.NodeToSelectableFields.
func NodeToSelectableFields(node *core.Node) fields.Set {
	set := generic.ObjectMetaFieldsSet(&node.ObjectMeta, false)
	set["spec.unschedulable"] = strconv.FormatBool(node.Spec.Unschedulable)
	return set
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForUpdate keeps as stored. A create keeps the
// status the kubelet sends, but upstream lists it all the same; an apply to
// nodes therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStrategy.GetResetFields.
func (nodeStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"v1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the spec, which a status writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/core/node.nodeStatusStrategy.GetResetFields.
func (nodeStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"v1": reset(),
	}
}
