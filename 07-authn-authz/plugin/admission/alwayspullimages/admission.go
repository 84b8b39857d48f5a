package alwayspullimages

import (
	"context"
	"io"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// PluginName is the name --enable-admission-plugins knows it by.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/alwayspullimages.PluginName.
const PluginName = "AlwaysPullImages"

// Register adds the plugin.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/alwayspullimages.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(io.Reader) (admission.Interface, error) {
		return NewAlwaysPullImages(), nil
	})
}

// AlwaysPullImages is the plugin; see the package doc.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/alwayspullimages.AlwaysPullImages.
type AlwaysPullImages struct {
	*admission.Handler
}

var (
	_ admission.MutationInterface   = (*AlwaysPullImages)(nil)
	_ admission.ValidationInterface = (*AlwaysPullImages)(nil)
)

// NewAlwaysPullImages returns the plugin, for pod creates and updates.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/alwayspullimages.NewAlwaysPullImages.
func NewAlwaysPullImages() *AlwaysPullImages {
	return &AlwaysPullImages{Handler: admission.NewHandler(admission.Create, admission.Update)}
}

// Admit sets every container's imagePullPolicy to Always.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/alwayspullimages.(*AlwaysPullImages).Admit.
func (*AlwaysPullImages) Admit(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	if shouldIgnore(a) {
		return nil
	}
	pod, ok := a.GetObject().(*core.Pod)
	if !ok {
		return apierrors.NewBadRequest("Resource was marked with kind Pod but was unable to be converted")
	}
	visitContainers(&pod.Spec, func(c *core.Container, _ *field.Path) {
		c.ImagePullPolicy = core.PullAlways
	})
	return nil
}

// Validate refuses a container whose imagePullPolicy is not Always.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/alwayspullimages.(*AlwaysPullImages).Validate.
func (*AlwaysPullImages) Validate(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	if shouldIgnore(a) {
		return nil
	}
	pod, ok := a.GetObject().(*core.Pod)
	if !ok {
		return apierrors.NewBadRequest("Resource was marked with kind Pod but was unable to be converted")
	}
	var errs field.ErrorList
	visitContainers(&pod.Spec, func(c *core.Container, path *field.Path) {
		if c.ImagePullPolicy != core.PullAlways {
			errs = append(errs, field.NotSupported(path.Child("imagePullPolicy"), c.ImagePullPolicy, []string{string(core.PullAlways)}))
		}
	})
	if len(errs) > 0 {
		return admission.NewForbidden(a, errs.ToAggregate())
	}
	return nil
}

// podsResource is the core group's pods.
var podsResource = schema.GroupResource{Resource: "pods"}

// shouldIgnore skips what is not a pod (subresources included) and an
// update that brings no new image: a pod already running keeps its
// policy, so that e.g. a label change does not fail on an old pod.
// Upstream: alwayspullimages.shouldIgnore.
func shouldIgnore(a admission.Attributes) bool {
	if a.GetSubresource() != "" || a.GetResource().GroupResource() != podsResource {
		return true
	}
	return isUpdateWithNoNewImages(a)
}

// isUpdateWithNoNewImages says whether an update's pod only has images
// the old pod had.
// Upstream: alwayspullimages.isUpdateWithNoNewImages.
func isUpdateWithNoNewImages(a admission.Attributes) bool {
	if a.GetOperation() != admission.Update {
		return false
	}
	pod, ok := a.GetObject().(*core.Pod)
	oldPod, oldOK := a.GetOldObject().(*core.Pod)
	if !ok || !oldOK {
		return false
	}
	oldImages := map[string]bool{}
	visitContainers(&oldPod.Spec, func(c *core.Container, _ *field.Path) { oldImages[c.Image] = true })
	newImage := false
	visitContainers(&pod.Spec, func(c *core.Container, _ *field.Path) { newImage = newImage || !oldImages[c.Image] })
	return !newImage
}

// visitContainers calls visit with each init container and container,
// and its field path.
// Upstream: k8s.io/kubernetes/pkg/apis/core/pods.VisitContainersWithPath.
func visitContainers(spec *core.PodSpec, visit func(*core.Container, *field.Path)) {
	specPath := field.NewPath("spec")
	for i := range spec.InitContainers {
		visit(&spec.InitContainers[i], specPath.Child("initContainers").Index(i))
	}
	for i := range spec.Containers {
		visit(&spec.Containers[i], specPath.Child("containers").Index(i))
	}
}
