package runtimeclass

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/apis/node"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/initializer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// PluginName is the name --enable-admission-plugins knows it by.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.PluginName.
const PluginName = "RuntimeClass"

var (
	podsResource           = core.Resource("pods")
	runtimeClassesResource = node.Resource("runtimeclasses")
)

// Register adds the plugin to plugins.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(io.Reader) (admission.Interface, error) {
		return NewRuntimeClass(), nil
	})
}

// RuntimeClass sets and checks a new pod's overhead and scheduling from
// its RuntimeClass; see the package doc.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.RuntimeClass.
type RuntimeClass struct {
	*admission.Handler
	// runtimeClasses is the informer of RuntimeClasses (upstream's lister).
	runtimeClasses *cache.Informer
	// storages reads a class live (upstream's client).
	storages *informers.Storages
}

var (
	_ admission.MutationInterface      = (*RuntimeClass)(nil)
	_ admission.ValidationInterface    = (*RuntimeClass)(nil)
	_ initializer.WantsInformerFactory = (*RuntimeClass)(nil)
	_ initializer.WantsStorages        = (*RuntimeClass)(nil)
)

// NewRuntimeClass returns the plugin, for creates only.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.NewRuntimeClass.
func NewRuntimeClass() *RuntimeClass {
	return &RuntimeClass{Handler: admission.NewHandler(admission.Create)}
}

// SetInformerFactory takes the runtimeclasses informer.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.(*RuntimeClass).SetExternalKubeInformerFactory.
func (r *RuntimeClass) SetInformerFactory(f *informers.SharedInformerFactory) {
	r.runtimeClasses = f.ForResource(runtimeClassesResource)
	r.SetReadyFunc(r.runtimeClasses.HasSynced)
}

// SetStorages takes the storages, for the live lookup.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.(*RuntimeClass).SetExternalKubeClientSet.
func (r *RuntimeClass) SetStorages(s *informers.Storages) { r.storages = s }

// ValidateInitialization fails unless both setters ran.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.(*RuntimeClass).ValidateInitialization.
func (r *RuntimeClass) ValidateInitialization() error {
	if r.runtimeClasses == nil {
		return errors.New("missing RuntimeClass lister")
	}
	if r.storages == nil {
		return errors.New("missing RuntimeClass client")
	}
	return nil
}

// Admit sets the pod's overhead and merges the class's scheduling.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.(*RuntimeClass).Admit.
func (r *RuntimeClass) Admit(ctx context.Context, a admission.Attributes, _ admission.ObjectInterfaces) error {
	if shouldIgnore(a) {
		return nil
	}
	pod, runtimeClass, err := r.prepareObjects(ctx, a)
	if err != nil {
		return err
	}
	if err := setOverhead(a, pod, runtimeClass); err != nil {
		return err
	}
	return setScheduling(a, pod, runtimeClass)
}

// Validate checks the pod's overhead is its class's.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.(*RuntimeClass).Validate.
func (r *RuntimeClass) Validate(ctx context.Context, a admission.Attributes, _ admission.ObjectInterfaces) error {
	if shouldIgnore(a) {
		return nil
	}
	pod, runtimeClass, err := r.prepareObjects(ctx, a)
	if err != nil {
		return err
	}
	return validateOverhead(a, pod, runtimeClass)
}

// prepareObjects returns the pod and the class it names (nil when it
// names none): from the informer, else live, since the informer may lag.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.(*RuntimeClass).prepareObjects.
func (r *RuntimeClass) prepareObjects(ctx context.Context, a admission.Attributes) (*core.Pod, *node.RuntimeClass, error) {
	pod, ok := a.GetObject().(*core.Pod)
	if !ok {
		return nil, nil, apierrors.NewBadRequest("Resource was marked with kind Pod but was unable to be converted")
	}
	if pod.Spec.RuntimeClassName == nil {
		return pod, nil, nil
	}
	name := *pod.Spec.RuntimeClassName
	if obj, ok := r.runtimeClasses.Get(name); ok {
		if rc, ok := obj.(*node.RuntimeClass); ok {
			return pod, rc, nil
		}
	}
	rc, err := informers.Get[*node.RuntimeClass](ctx, r.storages, runtimeClassesResource, "", name)
	if apierrors.IsNotFound(err) {
		return pod, nil, admission.NewForbidden(a, fmt.Errorf("pod rejected: RuntimeClass %q not found", name))
	}
	if err != nil {
		return pod, nil, err
	}
	return pod, rc, nil
}

// setOverhead copies the class's podFixed into the pod, refusing a pod
// that set a different overhead itself.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.setOverhead.
func setOverhead(a admission.Attributes, pod *core.Pod, runtimeClass *node.RuntimeClass) error {
	if runtimeClass == nil || runtimeClass.Overhead == nil {
		return nil
	}
	podFixed := runtimeClass.Overhead.DeepCopy().PodFixed
	if len(pod.Spec.Overhead) > 0 && !validation.SemanticDeepEqual(podFixed, pod.Spec.Overhead) {
		return admission.NewForbidden(a, errors.New("pod rejected: Pod's Overhead doesn't match RuntimeClass's defined Overhead"))
	}
	pod.Spec.Overhead = podFixed
	return nil
}

// setScheduling merges the class's node selector (a key the pod selects
// with another value is a conflict) and tolerations into the pod's.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.setScheduling.
func setScheduling(a admission.Attributes, pod *core.Pod, runtimeClass *node.RuntimeClass) error {
	if runtimeClass == nil || runtimeClass.Scheduling == nil {
		return nil
	}
	scheduling := runtimeClass.Scheduling.DeepCopy()
	nodeSelector := pod.Spec.NodeSelector
	if nodeSelector == nil {
		nodeSelector = scheduling.NodeSelector
	} else {
		for key, classValue := range scheduling.NodeSelector {
			if podValue, ok := nodeSelector[key]; ok && podValue != classValue {
				return admission.NewForbidden(a, fmt.Errorf("conflict: runtimeClass.scheduling.nodeSelector[%s] = %s; pod.spec.nodeSelector[%s] = %s", key, classValue, key, podValue))
			}
			nodeSelector[key] = classValue
		}
	}
	pod.Spec.NodeSelector = nodeSelector
	pod.Spec.Tolerations = MergeTolerations(pod.Spec.Tolerations, scheduling.Tolerations)
	return nil
}

// validateOverhead refuses a pod whose overhead is not its class's, or
// that has one without a class that defines one.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.validateOverhead.
func validateOverhead(a admission.Attributes, pod *core.Pod, runtimeClass *node.RuntimeClass) error {
	if runtimeClass != nil && runtimeClass.Overhead != nil {
		if !validation.SemanticDeepEqual(runtimeClass.Overhead.PodFixed, pod.Spec.Overhead) {
			return admission.NewForbidden(a, errors.New("pod rejected: Pod's Overhead doesn't match RuntimeClass's defined Overhead"))
		}
		return nil
	}
	if pod.Spec.Overhead != nil {
		return admission.NewForbidden(a, errors.New("pod rejected: Pod Overhead set without corresponding RuntimeClass defined Overhead"))
	}
	return nil
}

// shouldIgnore is true for anything but pods themselves.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass.shouldIgnore.
func shouldIgnore(a admission.Attributes) bool {
	return a.GetSubresource() != "" || a.GetResource().GroupResource() != podsResource
}
