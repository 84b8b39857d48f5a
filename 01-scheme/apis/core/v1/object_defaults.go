package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime"

// Upstream, defaulter-gen writes zz_generated.defaults.go: RegisterDefaults
// and one SetObjectDefaults_X per kind that has defaults anywhere inside
// it, calling every SetDefaults_* it finds on the way down. We write the
// same walks by hand. Kinds with no defaults at all (ConfigMap,
// ServiceAccount, Event) get no function, as upstream.

// RegisterDefaults registers the defaulting walk of every kind that has
// one. Upstream: k8s.io/kubernetes/pkg/apis/core/v1.RegisterDefaults.
func RegisterDefaults(scheme *runtime.Scheme) error {
	scheme.AddTypeDefaultingFunc(&Endpoints{}, func(obj interface{}) { SetObjectDefaults_Endpoints(obj.(*Endpoints)) })
	scheme.AddTypeDefaultingFunc(&EndpointsList{}, func(obj interface{}) { SetObjectDefaults_EndpointsList(obj.(*EndpointsList)) })
	scheme.AddTypeDefaultingFunc(&Namespace{}, func(obj interface{}) { SetObjectDefaults_Namespace(obj.(*Namespace)) })
	scheme.AddTypeDefaultingFunc(&NamespaceList{}, func(obj interface{}) { SetObjectDefaults_NamespaceList(obj.(*NamespaceList)) })
	scheme.AddTypeDefaultingFunc(&Pod{}, func(obj interface{}) { SetObjectDefaults_Pod(obj.(*Pod)) })
	scheme.AddTypeDefaultingFunc(&PodList{}, func(obj interface{}) { SetObjectDefaults_PodList(obj.(*PodList)) })
	scheme.AddTypeDefaultingFunc(&Secret{}, func(obj interface{}) { SetObjectDefaults_Secret(obj.(*Secret)) })
	scheme.AddTypeDefaultingFunc(&SecretList{}, func(obj interface{}) { SetObjectDefaults_SecretList(obj.(*SecretList)) })
	scheme.AddTypeDefaultingFunc(&Service{}, func(obj interface{}) { SetObjectDefaults_Service(obj.(*Service)) })
	scheme.AddTypeDefaultingFunc(&ServiceList{}, func(obj interface{}) { SetObjectDefaults_ServiceList(obj.(*ServiceList)) })
	return nil
}

// SetObjectDefaults_Pod defaults a pod: the pod-only defaults, then its spec.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetObjectDefaults_Pod.
func SetObjectDefaults_Pod(in *Pod) {
	SetDefaults_Pod(in)
	setPodSpecObjectDefaults(&in.Spec)
}

// SetObjectDefaults_PodList defaults every pod of a list.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetObjectDefaults_PodList.
func SetObjectDefaults_PodList(in *PodList) {
	for i := range in.Items {
		SetObjectDefaults_Pod(&in.Items[i])
	}
}

// SetObjectDefaults_PodTemplateSpec defaults a pod template: everything a
// pod gets except SetDefaults_Pod's pod-only defaults. Other groups call
// it for their templates (a Deployment's, a ReplicaSet's). Upstream has no
// function of this name: defaulter-gen inlines the same walk into the
// SetObjectDefaults_X of every kind that holds a template.
func SetObjectDefaults_PodTemplateSpec(in *PodTemplateSpec) {
	setPodSpecObjectDefaults(&in.Spec)
}

// setPodSpecObjectDefaults walks a pod spec down to every defaulted type.
func setPodSpecObjectDefaults(in *PodSpec) {
	SetDefaults_PodSpec(in)
	for i := range in.Volumes {
		v := &in.Volumes[i]
		SetDefaults_Volume(v)
		if v.HostPath != nil {
			SetDefaults_HostPathVolumeSource(v.HostPath)
		}
		if v.Secret != nil {
			SetDefaults_SecretVolumeSource(v.Secret)
		}
		if v.ConfigMap != nil {
			SetDefaults_ConfigMapVolumeSource(v.ConfigMap)
		}
	}
	for i := range in.InitContainers {
		setContainerObjectDefaults(&in.InitContainers[i])
	}
	for i := range in.Containers {
		setContainerObjectDefaults(&in.Containers[i])
	}
}

func setContainerObjectDefaults(c *Container) {
	SetDefaults_Container(c)
	for i := range c.Ports {
		SetDefaults_ContainerPort(&c.Ports[i])
	}
	for i := range c.Env {
		if from := c.Env[i].ValueFrom; from != nil && from.FieldRef != nil {
			SetDefaults_ObjectFieldSelector(from.FieldRef)
		}
	}
	SetDefaults_ResourceList(&c.Resources.Limits)
	SetDefaults_ResourceList(&c.Resources.Requests)
	for _, probe := range []*Probe{c.LivenessProbe, c.ReadinessProbe, c.StartupProbe} {
		if probe == nil {
			continue
		}
		SetDefaults_Probe(probe)
		if probe.HTTPGet != nil {
			SetDefaults_HTTPGetAction(probe.HTTPGet)
		}
	}
}

// SetObjectDefaults_Namespace defaults a namespace and its status.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetObjectDefaults_Namespace.
func SetObjectDefaults_Namespace(in *Namespace) {
	SetDefaults_Namespace(in)
	SetDefaults_NamespaceStatus(&in.Status)
}

// SetObjectDefaults_NamespaceList defaults every namespace of a list.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetObjectDefaults_NamespaceList.
func SetObjectDefaults_NamespaceList(in *NamespaceList) {
	for i := range in.Items {
		SetObjectDefaults_Namespace(&in.Items[i])
	}
}

// SetObjectDefaults_Secret defaults a secret.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetObjectDefaults_Secret.
func SetObjectDefaults_Secret(in *Secret) {
	SetDefaults_Secret(in)
}

// SetObjectDefaults_SecretList defaults every secret of a list.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetObjectDefaults_SecretList.
func SetObjectDefaults_SecretList(in *SecretList) {
	for i := range in.Items {
		SetObjectDefaults_Secret(&in.Items[i])
	}
}

// SetObjectDefaults_Service defaults a service and its ports.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetObjectDefaults_Service.
func SetObjectDefaults_Service(in *Service) {
	SetDefaults_Service(in)
	for i := range in.Spec.Ports {
		SetDefaults_ServicePort(&in.Spec.Ports[i])
	}
}

// SetObjectDefaults_ServiceList defaults every service of a list.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetObjectDefaults_ServiceList.
func SetObjectDefaults_ServiceList(in *ServiceList) {
	for i := range in.Items {
		SetObjectDefaults_Service(&in.Items[i])
	}
}

// SetObjectDefaults_Endpoints defaults an endpoints object.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetObjectDefaults_Endpoints.
func SetObjectDefaults_Endpoints(in *Endpoints) {
	SetDefaults_Endpoints(in)
}

// SetObjectDefaults_EndpointsList defaults every endpoints object of a list.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetObjectDefaults_EndpointsList.
func SetObjectDefaults_EndpointsList(in *EndpointsList) {
	for i := range in.Items {
		SetObjectDefaults_Endpoints(&in.Items[i])
	}
}
