package v1

import (
	"strings"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// The SetDefaults_* functions fill in one type's unset fields, as
// upstream's hand-written defaults.go does; defaulter-gen's
// zz_generated.defaults.go (SetObjectDefaults_*) walks an
// object and calls them at every level. Defaults are a property of the
// version: they run on the v1 object, before conversion to internal.

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_ResourceList rounds every quantity up to milli precision
// ("1n" becomes "1m"), as upstream keeps doing for compatibility.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_ResourceList.
func SetDefaults_ResourceList(obj *ResourceList) {
	for key, val := range *obj {
		val.RoundUp(-3)
		(*obj)[key] = val
	}
}

// SetDefaults_Volume makes a volume with no source an emptyDir.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_Volume.
func SetDefaults_Volume(obj *Volume) {
	if obj.VolumeSource == (VolumeSource{}) {
		obj.VolumeSource = VolumeSource{EmptyDir: &EmptyDirVolumeSource{}}
	}
}

// SetDefaults_ContainerPort defaults the protocol to TCP (upstream's
// +default="TCP" marker on the field, applied by defaulter-gen).
func SetDefaults_ContainerPort(obj *ContainerPort) {
	if obj.Protocol == "" {
		obj.Protocol = ProtocolTCP
	}
}

// SetDefaults_Container defaults the pull policy (Always for an image
// tagged latest or not tagged at all, IfNotPresent otherwise) and where
// the termination message comes from.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_Container.
func SetDefaults_Container(obj *Container) {
	if obj.ImagePullPolicy == "" {
		if imageTag(obj.Image) == "latest" {
			obj.ImagePullPolicy = PullAlways
		} else {
			obj.ImagePullPolicy = PullIfNotPresent
		}
	}
	if obj.TerminationMessagePath == "" {
		obj.TerminationMessagePath = TerminationMessagePathDefault
	}
	if obj.TerminationMessagePolicy == "" {
		obj.TerminationMessagePolicy = TerminationMessageReadFile
	}
}

// imageTag returns an image reference's tag: "latest" when it names
// neither a tag nor a digest, "" when it names only a digest or is empty.
// Upstream parses the whole reference grammar
// (k8s.io/kubernetes/pkg/util/parsers.ParseImageName) and yields "" for a
// malformed one; we only split it.
func imageTag(image string) string {
	if image == "" {
		return ""
	}
	name, digest, hasDigest := strings.Cut(image, "@")
	// A colon after the last slash starts the tag; one before it belongs to
	// a registry's port (localhost:5000/app).
	lastComponent := name[strings.LastIndex(name, "/")+1:]
	if i := strings.LastIndex(lastComponent, ":"); i >= 0 {
		return lastComponent[i+1:]
	}
	if hasDigest && digest != "" {
		return ""
	}
	return "latest"
}

// SetDefaults_Service defaults session affinity, type, port protocols and
// target ports, and the traffic policies.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_Service.
func SetDefaults_Service(obj *Service) {
	spec := &obj.Spec
	if spec.SessionAffinity == "" {
		spec.SessionAffinity = ServiceAffinityNone
	}
	if spec.SessionAffinity == ServiceAffinityNone {
		spec.SessionAffinityConfig = nil
	}
	if spec.SessionAffinity == ServiceAffinityClientIP {
		if c := spec.SessionAffinityConfig; c == nil || c.ClientIP == nil || c.ClientIP.TimeoutSeconds == nil {
			timeoutSeconds := DefaultClientIPServiceAffinitySeconds
			spec.SessionAffinityConfig = &SessionAffinityConfig{
				ClientIP: &ClientIPConfig{TimeoutSeconds: &timeoutSeconds},
			}
		}
	}
	if spec.Type == "" {
		spec.Type = ServiceTypeClusterIP
	}
	for i := range spec.Ports {
		sp := &spec.Ports[i]
		if sp.Protocol == "" {
			sp.Protocol = ProtocolTCP
		}
		if sp.TargetPort == intstr.FromInt32(0) || sp.TargetPort == intstr.FromString("") {
			sp.TargetPort = intstr.FromInt32(sp.Port)
		}
	}
	if externallyAccessible(obj) && spec.ExternalTrafficPolicy == "" {
		spec.ExternalTrafficPolicy = ServiceExternalTrafficPolicyCluster
	}
	if spec.InternalTrafficPolicy == nil {
		switch spec.Type {
		case ServiceTypeClusterIP, ServiceTypeNodePort, ServiceTypeLoadBalancer:
			policy := ServiceInternalTrafficPolicyCluster
			spec.InternalTrafficPolicy = &policy
		}
	}
	if spec.Type == ServiceTypeLoadBalancer {
		if spec.AllocateLoadBalancerNodePorts == nil {
			allocate := true
			spec.AllocateLoadBalancerNodePorts = &allocate
		}
		for i, ing := range obj.Status.LoadBalancer.Ingress {
			if ing.IP != "" && ing.IPMode == nil {
				mode := LoadBalancerIPModeVIP
				obj.Status.LoadBalancer.Ingress[i].IPMode = &mode
			}
		}
	}
}

// externallyAccessible reports whether traffic can reach the service from
// outside the cluster. Upstream: k8s.io/kubernetes/pkg/api/v1/service.ExternallyAccessible.
func externallyAccessible(service *Service) bool {
	return service.Spec.Type == ServiceTypeLoadBalancer ||
		service.Spec.Type == ServiceTypeNodePort ||
		(service.Spec.Type == ServiceTypeClusterIP && len(service.Spec.ExternalIPs) > 0)
}

// SetDefaults_ServicePort defaults a port's protocol to TCP (upstream's
// +default="TCP" marker on ServicePort.Protocol).
func SetDefaults_ServicePort(obj *ServicePort) {
	if obj.Protocol == "" {
		obj.Protocol = ProtocolTCP
	}
}

// SetDefaults_Pod copies limits into missing requests (a container that
// states only limits requests as much) and turns service links on. These
// apply to pods only, not to pod templates.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_Pod.
func SetDefaults_Pod(obj *Pod) {
	for _, containers := range [][]Container{obj.Spec.Containers, obj.Spec.InitContainers} {
		for i := range containers {
			defaultRequestsFromLimits(&containers[i].Resources)
		}
	}
	if obj.Spec.EnableServiceLinks == nil {
		enableServiceLinks := DefaultEnableServiceLinks
		obj.Spec.EnableServiceLinks = &enableServiceLinks
	}
	if obj.Spec.HostNetwork {
		defaultHostNetworkPorts(obj.Spec.Containers)
		defaultHostNetworkPorts(obj.Spec.InitContainers)
	}
}

func defaultRequestsFromLimits(r *ResourceRequirements) {
	if r.Limits == nil {
		return
	}
	if r.Requests == nil {
		r.Requests = ResourceList{}
	}
	for key, value := range r.Limits {
		if _, exists := r.Requests[key]; !exists {
			r.Requests[key] = value.DeepCopy()
		}
	}
}

// defaultHostNetworkPorts makes every container port a host port too, as
// it is on the host network anyway.
func defaultHostNetworkPorts(containers []Container) {
	for i := range containers {
		for j := range containers[i].Ports {
			if containers[i].Ports[j].HostPort == 0 {
				containers[i].Ports[j].HostPort = containers[i].Ports[j].ContainerPort
			}
		}
	}
}

// SetDefaults_PodSpec defaults DNS and restart policy, an empty security
// context, the grace period and the scheduler. It applies to pod templates
// as well as pods. Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_PodSpec.
func SetDefaults_PodSpec(obj *PodSpec) {
	if obj.DNSPolicy == "" {
		obj.DNSPolicy = DNSClusterFirst
	}
	if obj.RestartPolicy == "" {
		obj.RestartPolicy = RestartPolicyAlways
	}
	if obj.SecurityContext == nil {
		obj.SecurityContext = &PodSecurityContext{}
	}
	if obj.TerminationGracePeriodSeconds == nil {
		period := int64(DefaultTerminationGracePeriodSeconds)
		obj.TerminationGracePeriodSeconds = &period
	}
	if obj.SchedulerName == "" {
		obj.SchedulerName = DefaultSchedulerName
	}
}

// SetDefaults_Probe defaults a probe's timing.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_Probe.
func SetDefaults_Probe(obj *Probe) {
	if obj.TimeoutSeconds == 0 {
		obj.TimeoutSeconds = 1
	}
	if obj.PeriodSeconds == 0 {
		obj.PeriodSeconds = 10
	}
	if obj.SuccessThreshold == 0 {
		obj.SuccessThreshold = 1
	}
	if obj.FailureThreshold == 0 {
		obj.FailureThreshold = 3
	}
}

// SetDefaults_HTTPGetAction defaults the path to / and the scheme to HTTP.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_HTTPGetAction.
func SetDefaults_HTTPGetAction(obj *HTTPGetAction) {
	if obj.Path == "" {
		obj.Path = "/"
	}
	if obj.Scheme == "" {
		obj.Scheme = URISchemeHTTP
	}
}

// SetDefaults_SecretVolumeSource defaults the file mode to 0644.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_SecretVolumeSource.
func SetDefaults_SecretVolumeSource(obj *SecretVolumeSource) {
	if obj.DefaultMode == nil {
		perm := SecretVolumeSourceDefaultMode
		obj.DefaultMode = &perm
	}
}

// SetDefaults_ConfigMapVolumeSource defaults the file mode to 0644.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_ConfigMapVolumeSource.
func SetDefaults_ConfigMapVolumeSource(obj *ConfigMapVolumeSource) {
	if obj.DefaultMode == nil {
		perm := ConfigMapVolumeSourceDefaultMode
		obj.DefaultMode = &perm
	}
}

// SetDefaults_HostPathVolumeSource sets the type to "" (no check) explicitly.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_HostPathVolumeSource.
func SetDefaults_HostPathVolumeSource(obj *HostPathVolumeSource) {
	if obj.Type == nil {
		typeVol := HostPathUnset
		obj.Type = &typeVol
	}
}

// SetDefaults_ObjectFieldSelector defaults the API version of a downward
// API field path to v1.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_ObjectFieldSelector.
func SetDefaults_ObjectFieldSelector(obj *ObjectFieldSelector) {
	if obj.APIVersion == "" {
		obj.APIVersion = "v1"
	}
}

// SetDefaults_Secret defaults the type to Opaque.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_Secret.
func SetDefaults_Secret(obj *Secret) {
	if obj.Type == "" {
		obj.Type = SecretTypeOpaque
	}
}

// SetDefaults_Endpoints defaults port protocols to TCP.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_Endpoints.
func SetDefaults_Endpoints(obj *Endpoints) {
	for i := range obj.Subsets {
		for j := range obj.Subsets[i].Ports {
			if obj.Subsets[i].Ports[j].Protocol == "" {
				obj.Subsets[i].Ports[j].Protocol = ProtocolTCP
			}
		}
	}
}

// SetDefaults_Namespace labels a named namespace with its own name
// (kubernetes.io/metadata.name), so selectors can pick it.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_Namespace.
func SetDefaults_Namespace(obj *Namespace) {
	if len(obj.Name) == 0 {
		return // generateName: the name is not known yet
	}
	if obj.Labels == nil {
		obj.Labels = map[string]string{}
	}
	obj.Labels[LabelMetadataName] = obj.Name
}

// SetDefaults_NamespaceStatus defaults the phase to Active.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_NamespaceStatus.
func SetDefaults_NamespaceStatus(obj *NamespaceStatus) {
	if obj.Phase == "" {
		obj.Phase = NamespaceActive
	}
}

// SetDefaults_DownwardAPIVolumeSource defaults the file mode to 0644.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_DownwardAPIVolumeSource.
func SetDefaults_DownwardAPIVolumeSource(obj *DownwardAPIVolumeSource) {
	if obj.DefaultMode == nil {
		mode := DownwardAPIVolumeSourceDefaultMode
		obj.DefaultMode = &mode
	}
}

// SetDefaults_ProjectedVolumeSource defaults the file mode to 0644.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_ProjectedVolumeSource.
func SetDefaults_ProjectedVolumeSource(obj *ProjectedVolumeSource) {
	if obj.DefaultMode == nil {
		mode := ProjectedVolumeSourceDefaultMode
		obj.DefaultMode = &mode
	}
}

// SetDefaults_ServiceAccountTokenProjection makes a token valid for one
// hour unless asked otherwise.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_ServiceAccountTokenProjection.
func SetDefaults_ServiceAccountTokenProjection(obj *ServiceAccountTokenProjection) {
	if obj.ExpirationSeconds == nil {
		hour := int64(time.Hour / time.Second)
		obj.ExpirationSeconds = &hour
	}
}

// SetDefaults_LimitRangeItem fills in a Container item's defaults, each
// resource on its own: Default from Max, then DefaultRequest from Default,
// then from Min. So a range that only sets max: {cpu: 1} gives containers
// a 1-cpu limit and a 1-cpu request.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_LimitRangeItem.
func SetDefaults_LimitRangeItem(obj *LimitRangeItem) {
	if obj.Type != LimitTypeContainer {
		return
	}
	if obj.Default == nil {
		obj.Default = ResourceList{}
	}
	if obj.DefaultRequest == nil {
		obj.DefaultRequest = ResourceList{}
	}
	fillMissing(obj.Default, obj.Max)
	fillMissing(obj.DefaultRequest, obj.Default)
	fillMissing(obj.DefaultRequest, obj.Min)
}

// fillMissing copies into dst every resource of src that dst lacks.
func fillMissing(dst, src ResourceList) {
	for name, q := range src {
		if _, ok := dst[name]; !ok {
			dst[name] = q.DeepCopy()
		}
	}
}

// SetDefaults_ReplicationController defaults the selector and the
// controller's labels to the template's labels, and replicas to 1
// (upstream's +default=1 marker on the field, applied by defaulter-gen).
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_ReplicationController.
func SetDefaults_ReplicationController(obj *ReplicationController) {
	var labels map[string]string
	if obj.Spec.Template != nil {
		labels = obj.Spec.Template.Labels
	}
	if labels != nil {
		if len(obj.Spec.Selector) == 0 {
			obj.Spec.Selector = labels
		}
		if len(obj.Labels) == 0 {
			obj.Labels = labels
		}
	}
	if obj.Spec.Replicas == nil {
		one := int32(1)
		obj.Spec.Replicas = &one
	}
}

// SetDefaults_PersistentVolume defaults the phase to Pending, the reclaim
// policy to Retain and the volume mode to Filesystem.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_PersistentVolume.
func SetDefaults_PersistentVolume(obj *PersistentVolume) {
	if obj.Status.Phase == "" {
		obj.Status.Phase = VolumePending
	}
	if obj.Spec.PersistentVolumeReclaimPolicy == "" {
		obj.Spec.PersistentVolumeReclaimPolicy = PersistentVolumeReclaimRetain
	}
	if obj.Spec.VolumeMode == nil {
		mode := PersistentVolumeFilesystem
		obj.Spec.VolumeMode = &mode
	}
}

// SetDefaults_PersistentVolumeClaim defaults the phase to Pending.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_PersistentVolumeClaim.
func SetDefaults_PersistentVolumeClaim(obj *PersistentVolumeClaim) {
	if obj.Status.Phase == "" {
		obj.Status.Phase = ClaimPending
	}
}

// SetDefaults_PersistentVolumeClaimSpec defaults the volume mode to
// Filesystem.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_PersistentVolumeClaimSpec.
func SetDefaults_PersistentVolumeClaimSpec(obj *PersistentVolumeClaimSpec) {
	if obj.VolumeMode == nil {
		mode := PersistentVolumeFilesystem
		obj.VolumeMode = &mode
	}
}

// SetDefaults_NodeStatus defaults allocatable to capacity.
// Upstream: k8s.io/kubernetes/pkg/apis/core/v1.SetDefaults_NodeStatus.
func SetDefaults_NodeStatus(obj *NodeStatus) {
	if obj.Allocatable == nil && obj.Capacity != nil {
		obj.Allocatable = make(ResourceList, len(obj.Capacity))
		for key, value := range obj.Capacity {
			obj.Allocatable[key] = value.DeepCopy()
		}
	}
}
