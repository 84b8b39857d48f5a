package core

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Upstream, deepcopy-gen writes zz_generated.deepcopy.go with a
// DeepCopyInto, DeepCopy and DeepCopyObject per type, field by field. Here
// each is conversion.DeepCopy, one reflective walk.

// DeepCopy returns an independent copy of in.
func (in *Namespace) DeepCopy() *Namespace { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Namespace) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *NamespaceList) DeepCopy() *NamespaceList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *NamespaceList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *Pod) DeepCopy() *Pod { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Pod) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *PodList) DeepCopy() *PodList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *PodList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *ConfigMap) DeepCopy() *ConfigMap { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *ConfigMap) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *ConfigMapList) DeepCopy() *ConfigMapList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *ConfigMapList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *Secret) DeepCopy() *Secret { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Secret) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *SecretList) DeepCopy() *SecretList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *SecretList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *Service) DeepCopy() *Service { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Service) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *ServiceList) DeepCopy() *ServiceList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *ServiceList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *ServiceAccount) DeepCopy() *ServiceAccount { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *ServiceAccount) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *ServiceAccountList) DeepCopy() *ServiceAccountList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *ServiceAccountList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *Endpoints) DeepCopy() *Endpoints { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Endpoints) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *EndpointsList) DeepCopy() *EndpointsList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *EndpointsList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *Event) DeepCopy() *Event { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *Event) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

// DeepCopy returns an independent copy of in.
func (in *EventList) DeepCopy() *EventList { return conversion.DeepCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *EventList) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }
