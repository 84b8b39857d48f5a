package core

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// The internal types mirror package v1 field for field except where the
// package documentation says; see v1 for what each field means.

// NamespaceDefault is the namespace of objects that name none.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NamespaceDefault.
const NamespaceDefault = "default"

// NamespaceAll, in a request, means all namespaces.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NamespaceAll.
const NamespaceAll = ""

// ---- Namespace ----

// Namespace is a scope for names. Upstream: k8s.io/kubernetes/pkg/apis/core.Namespace.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Namespace struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   NamespaceSpec
	Status NamespaceStatus
}

// NamespaceSpec lists the finalizers that must finish before a namespace
// is removed. Upstream: k8s.io/kubernetes/pkg/apis/core.NamespaceSpec.
type NamespaceSpec struct {
	Finalizers []FinalizerName
}

// FinalizerName names a namespace finalizer.
// Upstream: k8s.io/kubernetes/pkg/apis/core.FinalizerName.
type FinalizerName string

// FinalizerKubernetes is the finalizer the namespace controller removes
// once the namespace is empty. Upstream: k8s.io/kubernetes/pkg/apis/core.FinalizerKubernetes.
const FinalizerKubernetes FinalizerName = "kubernetes"

// NamespaceStatus is a namespace's phase and conditions.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NamespaceStatus.
type NamespaceStatus struct {
	Phase      NamespacePhase
	Conditions []NamespaceCondition
}

// NamespacePhase is Active or Terminating.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NamespacePhase.
type NamespacePhase string

// The namespace phases.
const (
	NamespaceActive      NamespacePhase = "Active"
	NamespaceTerminating NamespacePhase = "Terminating"
)

// NamespaceConditionType names a namespace condition.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NamespaceConditionType.
type NamespaceConditionType string

// NamespaceCondition reports a problem while deleting a namespace.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NamespaceCondition.
type NamespaceCondition struct {
	Type               NamespaceConditionType
	Status             ConditionStatus
	LastTransitionTime metav1.Time
	Reason             string
	Message            string
}

// NamespaceList is a list of namespaces.
// Upstream: k8s.io/kubernetes/pkg/apis/core.NamespaceList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type NamespaceList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Namespace
}

// ---- Pod ----

// Pod is a group of containers scheduled together on one node.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Pod.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Pod struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   PodSpec
	Status PodStatus
}

// PodList is a list of pods. Upstream: k8s.io/kubernetes/pkg/apis/core.PodList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Pod
}

// PodTemplateSpec is the pod a controller creates copies of.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PodTemplateSpec.
type PodTemplateSpec struct {
	metav1.ObjectMeta
	Spec PodSpec
}

// PodSpec is the desired state of a pod. Unlike v1.PodSpec it has no
// HostNetwork, HostPID and HostIPC (they are in SecurityContext) and no
// DeprecatedServiceAccount. Upstream: k8s.io/kubernetes/pkg/apis/core.PodSpec.
type PodSpec struct {
	Volumes                       []Volume
	InitContainers                []Container
	Containers                    []Container
	RestartPolicy                 RestartPolicy
	TerminationGracePeriodSeconds *int64
	ActiveDeadlineSeconds         *int64
	DNSPolicy                     DNSPolicy
	NodeSelector                  map[string]string
	ServiceAccountName            string
	AutomountServiceAccountToken  *bool
	NodeName                      string
	SecurityContext               *PodSecurityContext
	ImagePullSecrets              []LocalObjectReference
	Hostname                      string
	Subdomain                     string
	SchedulerName                 string
	Tolerations                   []Toleration
	PriorityClassName             string
	Priority                      *int32
	RuntimeClassName              *string
	EnableServiceLinks            *bool
	Overhead                      ResourceList
}

// PodSecurityContext holds pod-wide security settings and, internally,
// the host namespace switches. Upstream: k8s.io/kubernetes/pkg/apis/core.PodSecurityContext.
type PodSecurityContext struct {
	HostNetwork        bool
	HostPID            bool
	HostIPC            bool
	RunAsUser          *int64
	RunAsGroup         *int64
	RunAsNonRoot       *bool
	SupplementalGroups []int64
	FSGroup            *int64
}

// RestartPolicy says when the kubelet restarts a pod's containers.
// Upstream: k8s.io/kubernetes/pkg/apis/core.RestartPolicy.
type RestartPolicy string

// The restart policies.
const (
	RestartPolicyAlways    RestartPolicy = "Always"
	RestartPolicyOnFailure RestartPolicy = "OnFailure"
	RestartPolicyNever     RestartPolicy = "Never"
)

// DNSPolicy says how a pod's DNS is set up.
// Upstream: k8s.io/kubernetes/pkg/apis/core.DNSPolicy.
type DNSPolicy string

// The DNS policies.
const (
	DNSClusterFirstWithHostNet DNSPolicy = "ClusterFirstWithHostNet"
	DNSClusterFirst            DNSPolicy = "ClusterFirst"
	DNSDefault                 DNSPolicy = "Default"
	DNSNone                    DNSPolicy = "None"
)

// Volume is a named volume the pod's containers may mount.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Volume.
type Volume struct {
	Name string
	VolumeSource
}

// VolumeSource says where a volume comes from; exactly one member is set.
// Upstream: k8s.io/kubernetes/pkg/apis/core.VolumeSource.
type VolumeSource struct {
	HostPath    *HostPathVolumeSource
	EmptyDir    *EmptyDirVolumeSource
	Secret      *SecretVolumeSource
	DownwardAPI *DownwardAPIVolumeSource
	ConfigMap   *ConfigMapVolumeSource
	Projected   *ProjectedVolumeSource
}

// HostPathVolumeSource mounts a path of the node.
// Upstream: k8s.io/kubernetes/pkg/apis/core.HostPathVolumeSource.
type HostPathVolumeSource struct {
	Path string
	Type *HostPathType
}

// HostPathType says what must exist at a host path.
// Upstream: k8s.io/kubernetes/pkg/apis/core.HostPathType.
type HostPathType string

// The host path types.
const (
	HostPathUnset             HostPathType = ""
	HostPathDirectoryOrCreate HostPathType = "DirectoryOrCreate"
	HostPathDirectory         HostPathType = "Directory"
	HostPathFileOrCreate      HostPathType = "FileOrCreate"
	HostPathFile              HostPathType = "File"
	HostPathSocket            HostPathType = "Socket"
	HostPathCharDev           HostPathType = "CharDevice"
	HostPathBlockDev          HostPathType = "BlockDevice"
)

// EmptyDirVolumeSource is a directory that lives as long as the pod.
// Upstream: k8s.io/kubernetes/pkg/apis/core.EmptyDirVolumeSource.
type EmptyDirVolumeSource struct {
	Medium    StorageMedium
	SizeLimit *resource.Quantity
}

// StorageMedium is what backs an emptyDir.
// Upstream: k8s.io/kubernetes/pkg/apis/core.StorageMedium.
type StorageMedium string

// The storage media.
const (
	StorageMediumDefault   StorageMedium = ""
	StorageMediumMemory    StorageMedium = "Memory"
	StorageMediumHugePages StorageMedium = "HugePages"
)

// SecretVolumeSource projects a secret's keys as files.
// Upstream: k8s.io/kubernetes/pkg/apis/core.SecretVolumeSource.
type SecretVolumeSource struct {
	SecretName  string
	Items       []KeyToPath
	DefaultMode *int32
	Optional    *bool
}

// ConfigMapVolumeSource projects a config map's keys as files.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ConfigMapVolumeSource.
type ConfigMapVolumeSource struct {
	LocalObjectReference
	Items       []KeyToPath
	DefaultMode *int32
	Optional    *bool
}

// KeyToPath maps one key to a file path.
// Upstream: k8s.io/kubernetes/pkg/apis/core.KeyToPath.
type KeyToPath struct {
	Key  string
	Path string
	Mode *int32
}

// DownwardAPIVolumeSource writes fields of the pod, one file each.
// Upstream: k8s.io/kubernetes/pkg/apis/core.DownwardAPIVolumeSource.
type DownwardAPIVolumeSource struct {
	Items       []DownwardAPIVolumeFile
	DefaultMode *int32
}

// DownwardAPIVolumeFile is one file of a downward API volume or
// projection: a field of the pod (FieldRef) or a container's resource
// (ResourceFieldRef), exactly one of the two.
// Upstream: k8s.io/kubernetes/pkg/apis/core.DownwardAPIVolumeFile.
type DownwardAPIVolumeFile struct {
	Path             string
	FieldRef         *ObjectFieldSelector
	ResourceFieldRef *ResourceFieldSelector
	Mode             *int32
}

// ResourceFieldSelector picks a container's request or limit, scaled by
// Divisor. Upstream: k8s.io/kubernetes/pkg/apis/core.ResourceFieldSelector.
type ResourceFieldSelector struct {
	ContainerName string
	Resource      string
	Divisor       resource.Quantity
}

// ProjectedVolumeSource puts several sources (secrets, config maps, the
// downward API, a service account token) into one directory. It is what
// the ServiceAccount admission plugin mounts as kube-api-access-<suffix>.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ProjectedVolumeSource.
type ProjectedVolumeSource struct {
	Sources     []VolumeProjection
	DefaultMode *int32
}

// VolumeProjection is one source of a projected volume; exactly one member
// is set. Upstream: k8s.io/kubernetes/pkg/apis/core.VolumeProjection.
type VolumeProjection struct {
	Secret              *SecretProjection
	DownwardAPI         *DownwardAPIProjection
	ConfigMap           *ConfigMapProjection
	ServiceAccountToken *ServiceAccountTokenProjection
}

// SecretProjection projects a secret's keys; a SecretVolumeSource without
// a default mode. Upstream: k8s.io/kubernetes/pkg/apis/core.SecretProjection.
type SecretProjection struct {
	LocalObjectReference
	Items    []KeyToPath
	Optional *bool
}

// ConfigMapProjection projects a config map's keys; a
// ConfigMapVolumeSource without a default mode.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ConfigMapProjection.
type ConfigMapProjection struct {
	LocalObjectReference
	Items    []KeyToPath
	Optional *bool
}

// DownwardAPIProjection projects fields of the pod; a
// DownwardAPIVolumeSource without a default mode.
// Upstream: k8s.io/kubernetes/pkg/apis/core.DownwardAPIProjection.
type DownwardAPIProjection struct {
	Items []DownwardAPIVolumeFile
}

// ServiceAccountTokenProjection asks the kubelet for a bound token of the
// pod's service account, for Audience, valid ExpirationSeconds, written to
// Path. Upstream: k8s.io/kubernetes/pkg/apis/core.ServiceAccountTokenProjection.
type ServiceAccountTokenProjection struct {
	Audience          string
	ExpirationSeconds *int64
	Path              string
}

// Container is one container of a pod.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Container.
type Container struct {
	Name                     string
	Image                    string
	Command                  []string
	Args                     []string
	WorkingDir               string
	Ports                    []ContainerPort
	EnvFrom                  []EnvFromSource
	Env                      []EnvVar
	Resources                ResourceRequirements
	VolumeMounts             []VolumeMount
	LivenessProbe            *Probe
	ReadinessProbe           *Probe
	StartupProbe             *Probe
	TerminationMessagePath   string
	TerminationMessagePolicy TerminationMessagePolicy
	ImagePullPolicy          PullPolicy
	SecurityContext          *SecurityContext
	Stdin                    bool
	StdinOnce                bool
	TTY                      bool
}

// ContainerPort is a port a container listens on.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ContainerPort.
type ContainerPort struct {
	Name          string
	HostPort      int32
	ContainerPort int32
	Protocol      Protocol
	HostIP        string
}

// Protocol is a network protocol.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Protocol.
type Protocol string

// The protocols.
const (
	ProtocolTCP  Protocol = "TCP"
	ProtocolUDP  Protocol = "UDP"
	ProtocolSCTP Protocol = "SCTP"
)

// EnvFromSource imports all keys of a config map or secret as variables.
// Upstream: k8s.io/kubernetes/pkg/apis/core.EnvFromSource.
type EnvFromSource struct {
	Prefix       string
	ConfigMapRef *ConfigMapEnvSource
	SecretRef    *SecretEnvSource
}

// ConfigMapEnvSource names the config map of an EnvFromSource.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ConfigMapEnvSource.
type ConfigMapEnvSource struct {
	LocalObjectReference
	Optional *bool
}

// SecretEnvSource names the secret of an EnvFromSource.
// Upstream: k8s.io/kubernetes/pkg/apis/core.SecretEnvSource.
type SecretEnvSource struct {
	LocalObjectReference
	Optional *bool
}

// EnvVar is one environment variable.
// Upstream: k8s.io/kubernetes/pkg/apis/core.EnvVar.
type EnvVar struct {
	Name      string
	Value     string
	ValueFrom *EnvVarSource
}

// EnvVarSource says where a variable's value comes from.
// Upstream: k8s.io/kubernetes/pkg/apis/core.EnvVarSource.
type EnvVarSource struct {
	FieldRef        *ObjectFieldSelector
	ConfigMapKeyRef *ConfigMapKeySelector
	SecretKeyRef    *SecretKeySelector
}

// ObjectFieldSelector picks a field of the pod (the downward API).
// Upstream: k8s.io/kubernetes/pkg/apis/core.ObjectFieldSelector.
type ObjectFieldSelector struct {
	APIVersion string
	FieldPath  string
}

// ConfigMapKeySelector picks one key of a config map.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ConfigMapKeySelector.
type ConfigMapKeySelector struct {
	LocalObjectReference
	Key      string
	Optional *bool
}

// SecretKeySelector picks one key of a secret.
// Upstream: k8s.io/kubernetes/pkg/apis/core.SecretKeySelector.
type SecretKeySelector struct {
	LocalObjectReference
	Key      string
	Optional *bool
}

// ResourceRequirements are a container's requests and limits.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ResourceRequirements.
type ResourceRequirements struct {
	Limits   ResourceList
	Requests ResourceList
}

// ResourceName names a resource, such as cpu or memory.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ResourceName.
type ResourceName string

// The resources every node has.
const (
	ResourceCPU              ResourceName = "cpu"
	ResourceMemory           ResourceName = "memory"
	ResourceStorage          ResourceName = "storage"
	ResourceEphemeralStorage ResourceName = "ephemeral-storage"
)

// The resources a quota counts: objects by their resource name, and the
// requests and limits of pods and claims.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ResourcePods and its siblings.
const (
	ResourcePods                     ResourceName = "pods"
	ResourceServices                 ResourceName = "services"
	ResourceReplicationControllers   ResourceName = "replicationcontrollers"
	ResourceQuotas                   ResourceName = "resourcequotas"
	ResourceSecrets                  ResourceName = "secrets"
	ResourceConfigMaps               ResourceName = "configmaps"
	ResourcePersistentVolumeClaims   ResourceName = "persistentvolumeclaims"
	ResourceServicesNodePorts        ResourceName = "services.nodeports"
	ResourceServicesLoadBalancers    ResourceName = "services.loadbalancers"
	ResourceRequestsCPU              ResourceName = "requests.cpu"
	ResourceRequestsMemory           ResourceName = "requests.memory"
	ResourceRequestsStorage          ResourceName = "requests.storage"
	ResourceRequestsEphemeralStorage ResourceName = "requests.ephemeral-storage"
	ResourceLimitsCPU                ResourceName = "limits.cpu"
	ResourceLimitsMemory             ResourceName = "limits.memory"
	ResourceLimitsEphemeralStorage   ResourceName = "limits.ephemeral-storage"
)

// The prefixes of quota resource names.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ResourceRequestsHugePagesPrefix
// and DefaultResourceRequestsPrefix.
const (
	ResourceRequestsHugePagesPrefix = "requests.hugepages-"
	DefaultResourceRequestsPrefix   = "requests."
)

// ResourceList is an amount per resource.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ResourceList.
type ResourceList map[ResourceName]resource.Quantity

// VolumeMount mounts a pod volume into a container.
// Upstream: k8s.io/kubernetes/pkg/apis/core.VolumeMount.
type VolumeMount struct {
	Name      string
	ReadOnly  bool
	MountPath string
	SubPath   string
}

// Probe is a health check. Upstream: k8s.io/kubernetes/pkg/apis/core.Probe.
type Probe struct {
	ProbeHandler
	InitialDelaySeconds           int32
	TimeoutSeconds                int32
	PeriodSeconds                 int32
	SuccessThreshold              int32
	FailureThreshold              int32
	TerminationGracePeriodSeconds *int64
}

// ProbeHandler is how a probe checks; exactly one member is set.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ProbeHandler.
type ProbeHandler struct {
	Exec      *ExecAction
	HTTPGet   *HTTPGetAction
	TCPSocket *TCPSocketAction
}

// ExecAction runs a command in the container.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ExecAction.
type ExecAction struct {
	Command []string
}

// HTTPGetAction sends an HTTP GET.
// Upstream: k8s.io/kubernetes/pkg/apis/core.HTTPGetAction.
type HTTPGetAction struct {
	Path        string
	Port        intstr.IntOrString
	Host        string
	Scheme      URIScheme
	HTTPHeaders []HTTPHeader
}

// URIScheme is HTTP or HTTPS. Upstream: k8s.io/kubernetes/pkg/apis/core.URIScheme.
type URIScheme string

// The URI schemes.
const (
	URISchemeHTTP  URIScheme = "HTTP"
	URISchemeHTTPS URIScheme = "HTTPS"
)

// HTTPHeader is one header of an HTTPGetAction.
// Upstream: k8s.io/kubernetes/pkg/apis/core.HTTPHeader.
type HTTPHeader struct {
	Name  string
	Value string
}

// TCPSocketAction opens a TCP connection.
// Upstream: k8s.io/kubernetes/pkg/apis/core.TCPSocketAction.
type TCPSocketAction struct {
	Port intstr.IntOrString
	Host string
}

// TerminationMessagePolicy says where a container's termination message
// comes from. Upstream: k8s.io/kubernetes/pkg/apis/core.TerminationMessagePolicy.
type TerminationMessagePolicy string

// The termination message policies.
const (
	TerminationMessageReadFile              TerminationMessagePolicy = "File"
	TerminationMessageFallbackToLogsOnError TerminationMessagePolicy = "FallbackToLogsOnError"
)

// PullPolicy says when the kubelet pulls an image.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PullPolicy.
type PullPolicy string

// The pull policies.
const (
	PullAlways       PullPolicy = "Always"
	PullNever        PullPolicy = "Never"
	PullIfNotPresent PullPolicy = "IfNotPresent"
)

// SecurityContext holds a container's security settings.
// Upstream: k8s.io/kubernetes/pkg/apis/core.SecurityContext.
type SecurityContext struct {
	Capabilities             *Capabilities
	Privileged               *bool
	RunAsUser                *int64
	RunAsGroup               *int64
	RunAsNonRoot             *bool
	ReadOnlyRootFilesystem   *bool
	AllowPrivilegeEscalation *bool
}

// Capabilities adds and drops Linux capabilities.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Capabilities.
type Capabilities struct {
	Add  []Capability
	Drop []Capability
}

// Capability is a Linux capability, such as NET_ADMIN.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Capability.
type Capability string

// LocalObjectReference names an object in the same namespace.
// Upstream: k8s.io/kubernetes/pkg/apis/core.LocalObjectReference.
type LocalObjectReference struct {
	Name string
}

// Toleration lets a pod run on nodes with a matching taint.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Toleration.
type Toleration struct {
	Key               string
	Operator          TolerationOperator
	Value             string
	Effect            TaintEffect
	TolerationSeconds *int64
}

// TolerationOperator is how a toleration matches a taint's value.
// Upstream: k8s.io/kubernetes/pkg/apis/core.TolerationOperator.
type TolerationOperator string

// The toleration operators.
const (
	TolerationOpExists TolerationOperator = "Exists"
	TolerationOpEqual  TolerationOperator = "Equal"
)

// TaintEffect is what a taint does to pods that do not tolerate it.
// Upstream: k8s.io/kubernetes/pkg/apis/core.TaintEffect.
type TaintEffect string

// The taint effects.
const (
	TaintEffectNoSchedule       TaintEffect = "NoSchedule"
	TaintEffectPreferNoSchedule TaintEffect = "PreferNoSchedule"
	TaintEffectNoExecute        TaintEffect = "NoExecute"
)

// PodStatus is the observed state of a pod.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PodStatus.
type PodStatus struct {
	Phase                 PodPhase
	Conditions            []PodCondition
	Message               string
	Reason                string
	NominatedNodeName     string
	HostIP                string
	HostIPs               []HostIP
	PodIP                 string
	PodIPs                []PodIP
	StartTime             *metav1.Time
	InitContainerStatuses []ContainerStatus
	ContainerStatuses     []ContainerStatus
	QOSClass              PodQOSClass
	Resize                PodResizeStatus
}

// PodResizeStatus is the state of an in-place resize. Deprecated upstream.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PodResizeStatus.
type PodResizeStatus string

// The resize states.
const (
	PodResizeStatusInProgress PodResizeStatus = "InProgress"
	PodResizeStatusDeferred   PodResizeStatus = "Deferred"
	PodResizeStatusInfeasible PodResizeStatus = "Infeasible"
)

// PodPhase is where a pod is in its life.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PodPhase.
type PodPhase string

// The pod phases.
const (
	PodPending   PodPhase = "Pending"
	PodRunning   PodPhase = "Running"
	PodSucceeded PodPhase = "Succeeded"
	PodFailed    PodPhase = "Failed"
	PodUnknown   PodPhase = "Unknown"
)

// PodConditionType names a pod condition.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PodConditionType.
type PodConditionType string

// The pod conditions the kubelet and scheduler set.
const (
	PodScheduled    PodConditionType = "PodScheduled"
	PodReady        PodConditionType = "Ready"
	PodInitialized  PodConditionType = "Initialized"
	ContainersReady PodConditionType = "ContainersReady"
)

// ConditionStatus is True, False or Unknown.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ConditionStatus.
type ConditionStatus string

// The condition statuses.
const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

// PodCondition is one condition of a pod.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PodCondition.
type PodCondition struct {
	Type               PodConditionType
	Status             ConditionStatus
	LastProbeTime      metav1.Time
	LastTransitionTime metav1.Time
	Reason             string
	Message            string
}

// HostIP is one IP address of the pod's node.
// Upstream: k8s.io/kubernetes/pkg/apis/core.HostIP.
type HostIP struct {
	IP string
}

// PodIP is one IP address of a pod.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PodIP.
type PodIP struct {
	IP string
}

// ContainerStatus is the observed state of one container.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ContainerStatus.
type ContainerStatus struct {
	Name                 string
	State                ContainerState
	LastTerminationState ContainerState
	Ready                bool
	RestartCount         int32
	Image                string
	ImageID              string
	ContainerID          string
	Started              *bool
}

// ContainerState is waiting, running or terminated; one member is set.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ContainerState.
type ContainerState struct {
	Waiting    *ContainerStateWaiting
	Running    *ContainerStateRunning
	Terminated *ContainerStateTerminated
}

// ContainerStateWaiting says why a container has not started.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ContainerStateWaiting.
type ContainerStateWaiting struct {
	Reason  string
	Message string
}

// ContainerStateRunning says since when a container runs.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ContainerStateRunning.
type ContainerStateRunning struct {
	StartedAt metav1.Time
}

// ContainerStateTerminated says how a container ended.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ContainerStateTerminated.
type ContainerStateTerminated struct {
	ExitCode    int32
	Signal      int32
	Reason      string
	Message     string
	StartedAt   metav1.Time
	FinishedAt  metav1.Time
	ContainerID string
}

// PodQOSClass is a pod's quality of service class.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PodQOSClass.
type PodQOSClass string

// The QoS classes.
const (
	PodQOSGuaranteed PodQOSClass = "Guaranteed"
	PodQOSBurstable  PodQOSClass = "Burstable"
	PodQOSBestEffort PodQOSClass = "BestEffort"
)

// ---- ConfigMap and Secret ----

// ConfigMap holds configuration for pods to consume.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ConfigMap.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ConfigMap struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Immutable  *bool
	Data       map[string]string
	BinaryData map[string][]byte
}

// ConfigMapList is a list of config maps.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ConfigMapList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ConfigMapList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []ConfigMap
}

// Secret holds sensitive data. Unlike v1.Secret it has no StringData:
// conversion from v1 merges that into Data.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Secret.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Secret struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Immutable *bool
	Data      map[string][]byte
	Type      SecretType
}

// SecretType says what a secret holds and which keys it must have.
// Upstream: k8s.io/kubernetes/pkg/apis/core.SecretType.
type SecretType string

// The secret types.
const (
	SecretTypeOpaque              SecretType = "Opaque"
	SecretTypeServiceAccountToken SecretType = "kubernetes.io/service-account-token"
	SecretTypeDockercfg           SecretType = "kubernetes.io/dockercfg"
	SecretTypeDockerConfigJSON    SecretType = "kubernetes.io/dockerconfigjson"
	SecretTypeBasicAuth           SecretType = "kubernetes.io/basic-auth"
	SecretTypeSSHAuth             SecretType = "kubernetes.io/ssh-auth"
	SecretTypeTLS                 SecretType = "kubernetes.io/tls"
	SecretTypeBootstrapToken      SecretType = "bootstrap.kubernetes.io/token"
)

// SecretList is a list of secrets.
// Upstream: k8s.io/kubernetes/pkg/apis/core.SecretList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type SecretList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Secret
}

// ---- Service ----

// Service is a stable name and virtual IP in front of a set of pods.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Service.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Service struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   ServiceSpec
	Status ServiceStatus
}

// ServiceList is a list of services.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ServiceList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ServiceList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Service
}

// ServiceSpec is the desired state of a service.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ServiceSpec.
type ServiceSpec struct {
	Ports                         []ServicePort
	Selector                      map[string]string
	ClusterIP                     string
	ClusterIPs                    []string
	Type                          ServiceType
	ExternalIPs                   []string
	SessionAffinity               ServiceAffinity
	LoadBalancerIP                string
	LoadBalancerSourceRanges      []string
	ExternalName                  string
	ExternalTrafficPolicy         ServiceExternalTrafficPolicy
	HealthCheckNodePort           int32
	PublishNotReadyAddresses      bool
	SessionAffinityConfig         *SessionAffinityConfig
	IPFamilies                    []IPFamily
	IPFamilyPolicy                *IPFamilyPolicy
	AllocateLoadBalancerNodePorts *bool
	LoadBalancerClass             *string
	InternalTrafficPolicy         *ServiceInternalTrafficPolicy
	TrafficDistribution           *string
}

// ServicePort is one port a service exposes.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ServicePort.
type ServicePort struct {
	Name        string
	Protocol    Protocol
	AppProtocol *string
	Port        int32
	TargetPort  intstr.IntOrString
	NodePort    int32
}

// ServiceType is how a service is exposed.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ServiceType.
type ServiceType string

// The service types.
const (
	ServiceTypeClusterIP    ServiceType = "ClusterIP"
	ServiceTypeNodePort     ServiceType = "NodePort"
	ServiceTypeLoadBalancer ServiceType = "LoadBalancer"
	ServiceTypeExternalName ServiceType = "ExternalName"
)

// ServiceAffinity is None or ClientIP.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ServiceAffinity.
type ServiceAffinity string

// The session affinities.
const (
	ServiceAffinityClientIP ServiceAffinity = "ClientIP"
	ServiceAffinityNone     ServiceAffinity = "None"
)

// SessionAffinityConfig tunes session affinity.
// Upstream: k8s.io/kubernetes/pkg/apis/core.SessionAffinityConfig.
type SessionAffinityConfig struct {
	ClientIP *ClientIPConfig
}

// ClientIPConfig tunes ClientIP affinity.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ClientIPConfig.
type ClientIPConfig struct {
	TimeoutSeconds *int32
}

// ServiceExternalTrafficPolicy is Cluster or Local.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ServiceExternalTrafficPolicy.
type ServiceExternalTrafficPolicy string

// The external traffic policies.
const (
	ServiceExternalTrafficPolicyCluster ServiceExternalTrafficPolicy = "Cluster"
	ServiceExternalTrafficPolicyLocal   ServiceExternalTrafficPolicy = "Local"
)

// ServiceInternalTrafficPolicy is Cluster or Local.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ServiceInternalTrafficPolicy.
type ServiceInternalTrafficPolicy string

// The internal traffic policies.
const (
	ServiceInternalTrafficPolicyCluster ServiceInternalTrafficPolicy = "Cluster"
	ServiceInternalTrafficPolicyLocal   ServiceInternalTrafficPolicy = "Local"
)

// IPFamily is IPv4 or IPv6. Upstream: k8s.io/kubernetes/pkg/apis/core.IPFamily.
type IPFamily string

// The IP families.
const (
	IPv4Protocol IPFamily = "IPv4"
	IPv6Protocol IPFamily = "IPv6"
)

// IPFamilyPolicy says how many IP families a service gets.
// Upstream: k8s.io/kubernetes/pkg/apis/core.IPFamilyPolicy.
type IPFamilyPolicy string

// The IP family policies.
const (
	IPFamilyPolicySingleStack      IPFamilyPolicy = "SingleStack"
	IPFamilyPolicyPreferDualStack  IPFamilyPolicy = "PreferDualStack"
	IPFamilyPolicyRequireDualStack IPFamilyPolicy = "RequireDualStack"
)

// ServiceStatus is the observed state of a service.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ServiceStatus.
type ServiceStatus struct {
	LoadBalancer LoadBalancerStatus
	Conditions   []metav1.Condition
}

// LoadBalancerStatus lists a load balancer's ingress points.
// Upstream: k8s.io/kubernetes/pkg/apis/core.LoadBalancerStatus.
type LoadBalancerStatus struct {
	Ingress []LoadBalancerIngress
}

// LoadBalancerIngress is one ingress point of a load balancer.
// Upstream: k8s.io/kubernetes/pkg/apis/core.LoadBalancerIngress.
type LoadBalancerIngress struct {
	IP       string
	Hostname string
	IPMode   *LoadBalancerIPMode
	Ports    []PortStatus
}

// LoadBalancerIPMode is VIP or Proxy.
// Upstream: k8s.io/kubernetes/pkg/apis/core.LoadBalancerIPMode.
type LoadBalancerIPMode string

// The load balancer IP modes.
const (
	LoadBalancerIPModeVIP   LoadBalancerIPMode = "VIP"
	LoadBalancerIPModeProxy LoadBalancerIPMode = "Proxy"
)

// PortStatus is the state of one load balancer port.
// Upstream: k8s.io/kubernetes/pkg/apis/core.PortStatus.
type PortStatus struct {
	Port     int32
	Protocol Protocol
	Error    *string
}

// ---- ServiceAccount, Endpoints, Event ----

// ServiceAccount is an identity for processes in pods.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ServiceAccount.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ServiceAccount struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Secrets                      []ObjectReference
	ImagePullSecrets             []LocalObjectReference
	AutomountServiceAccountToken *bool
}

// ServiceAccountList is a list of service accounts.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ServiceAccountList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ServiceAccountList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []ServiceAccount
}

// ObjectReference points at any object.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ObjectReference.
type ObjectReference struct {
	Kind            string
	Namespace       string
	Name            string
	UID             metav1.UID
	APIVersion      string
	ResourceVersion string
	FieldPath       string
}

// Endpoints lists the addresses behind a service.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Endpoints.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Endpoints struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Subsets []EndpointSubset
}

// EndpointSubset is a set of addresses that share a set of ports.
// Upstream: k8s.io/kubernetes/pkg/apis/core.EndpointSubset.
type EndpointSubset struct {
	Addresses         []EndpointAddress
	NotReadyAddresses []EndpointAddress
	Ports             []EndpointPort
}

// EndpointAddress is one address of an endpoint.
// Upstream: k8s.io/kubernetes/pkg/apis/core.EndpointAddress.
type EndpointAddress struct {
	IP        string
	Hostname  string
	NodeName  *string
	TargetRef *ObjectReference
}

// EndpointPort is one port of an endpoint subset.
// Upstream: k8s.io/kubernetes/pkg/apis/core.EndpointPort.
type EndpointPort struct {
	Name        string
	Port        int32
	Protocol    Protocol
	AppProtocol *string
}

// EndpointsList is a list of endpoints.
// Upstream: k8s.io/kubernetes/pkg/apis/core.EndpointsList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type EndpointsList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Endpoints
}

// Event reports something that happened to an object.
// Upstream: k8s.io/kubernetes/pkg/apis/core.Event.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Event struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	InvolvedObject      ObjectReference
	Reason              string
	Message             string
	Source              EventSource
	FirstTimestamp      metav1.Time
	LastTimestamp       metav1.Time
	Count               int32
	Type                string
	EventTime           metav1.MicroTime
	Series              *EventSeries
	Action              string
	Related             *ObjectReference
	ReportingController string
	ReportingInstance   string
}

// The event types.
const (
	EventTypeNormal  string = "Normal"
	EventTypeWarning string = "Warning"
)

// EventSource is the component that reported an event.
// Upstream: k8s.io/kubernetes/pkg/apis/core.EventSource.
type EventSource struct {
	Component string
	Host      string
}

// EventSeries counts repeats of an event.
// Upstream: k8s.io/kubernetes/pkg/apis/core.EventSeries.
type EventSeries struct {
	Count            int32
	LastObservedTime metav1.MicroTime
}

// EventList is a list of events.
// Upstream: k8s.io/kubernetes/pkg/apis/core.EventList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type EventList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Event
}

// ---- LimitRange and ResourceQuota ----

// LimitRange bounds, and defaults, the resources of each pod, container
// or claim in its namespace; the LimitRanger admission plugin enforces it.
// Upstream: k8s.io/kubernetes/pkg/apis/core.LimitRange.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type LimitRange struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec LimitRangeSpec
}

// LimitRangeSpec lists the limits. Upstream: k8s.io/kubernetes/pkg/apis/core.LimitRangeSpec.
type LimitRangeSpec struct {
	Limits []LimitRangeItem
}

// LimitType is the kind of object a LimitRangeItem applies to.
// Upstream: k8s.io/kubernetes/pkg/apis/core.LimitType.
type LimitType string

// The limit types.
const (
	LimitTypePod                   LimitType = "Pod"
	LimitTypeContainer             LimitType = "Container"
	LimitTypePersistentVolumeClaim LimitType = "PersistentVolumeClaim"
)

// LimitRangeItem bounds one kind of object: Min <= DefaultRequest <=
// Default <= Max per resource, and limit/request <= MaxLimitRequestRatio.
// Upstream: k8s.io/kubernetes/pkg/apis/core.LimitRangeItem.
type LimitRangeItem struct {
	Type                 LimitType
	Max                  ResourceList
	Min                  ResourceList
	Default              ResourceList
	DefaultRequest       ResourceList
	MaxLimitRequestRatio ResourceList
}

// LimitRangeList is a list of limit ranges.
// Upstream: k8s.io/kubernetes/pkg/apis/core.LimitRangeList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type LimitRangeList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []LimitRange
}

// ResourceQuota caps what the objects of its namespace may add up to; the
// ResourceQuota admission plugin enforces it and the quota controller
// writes Status.Used. Upstream: k8s.io/kubernetes/pkg/apis/core.ResourceQuota.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceQuota struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   ResourceQuotaSpec
	Status ResourceQuotaStatus
}

// ResourceQuotaSpec is the hard limits and which objects they count.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ResourceQuotaSpec.
type ResourceQuotaSpec struct {
	Hard          ResourceList
	Scopes        []ResourceQuotaScope
	ScopeSelector *ScopeSelector
}

// ResourceQuotaScope filters the objects a quota counts.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ResourceQuotaScope.
type ResourceQuotaScope string

// The quota scopes.
const (
	ResourceQuotaScopeTerminating               ResourceQuotaScope = "Terminating"
	ResourceQuotaScopeNotTerminating            ResourceQuotaScope = "NotTerminating"
	ResourceQuotaScopeBestEffort                ResourceQuotaScope = "BestEffort"
	ResourceQuotaScopeNotBestEffort             ResourceQuotaScope = "NotBestEffort"
	ResourceQuotaScopePriorityClass             ResourceQuotaScope = "PriorityClass"
	ResourceQuotaScopeCrossNamespacePodAffinity ResourceQuotaScope = "CrossNamespacePodAffinity"
	ResourceQuotaScopeVolumeAttributesClass     ResourceQuotaScope = "VolumeAttributesClass"
)

// ScopeSelector is the AND of its requirements.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ScopeSelector.
type ScopeSelector struct {
	MatchExpressions []ScopedResourceSelectorRequirement
}

// ScopedResourceSelectorRequirement relates a scope to values.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ScopedResourceSelectorRequirement.
type ScopedResourceSelectorRequirement struct {
	ScopeName ResourceQuotaScope
	Operator  ScopeSelectorOperator
	Values    []string
}

// ScopeSelectorOperator relates a scope to a set of values.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ScopeSelectorOperator.
type ScopeSelectorOperator string

// The scope selector operators.
const (
	ScopeSelectorOpIn           ScopeSelectorOperator = "In"
	ScopeSelectorOpNotIn        ScopeSelectorOperator = "NotIn"
	ScopeSelectorOpExists       ScopeSelectorOperator = "Exists"
	ScopeSelectorOpDoesNotExist ScopeSelectorOperator = "DoesNotExist"
)

// ResourceQuotaStatus is the enforced hard limits and the observed use.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ResourceQuotaStatus.
type ResourceQuotaStatus struct {
	Hard ResourceList
	Used ResourceList
}

// ResourceQuotaList is a list of resource quotas.
// Upstream: k8s.io/kubernetes/pkg/apis/core.ResourceQuotaList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceQuotaList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []ResourceQuota
}
