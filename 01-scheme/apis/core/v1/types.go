package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// Fields appear in upstream's order (which is not protobuf-number order),
// so encoding/json writes keys in the order upstream's serializer does.

// NamespaceDefault is the namespace of objects that name none.
// Upstream: k8s.io/api/core/v1.NamespaceDefault.
const NamespaceDefault string = "default"

// NamespaceAll, in a request, means all namespaces.
// Upstream: k8s.io/api/core/v1.NamespaceAll.
const NamespaceAll string = ""

// LabelMetadataName is the label every namespace carries with its own
// name, so selectors can pick namespaces by name.
// Upstream: k8s.io/api/core/v1.LabelMetadataName.
const LabelMetadataName = "kubernetes.io/metadata.name"

// ---- Namespace ----

// Namespace is a scope for names: most objects live in one, and deleting
// it deletes them. It is cluster-scoped.
// Upstream: k8s.io/api/core/v1.Namespace.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Namespace struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the namespace's standard metadata: its name, labels and
	// annotations. Namespaces get a kubernetes.io/metadata.name label holding
	// their name.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec lists the namespace's finalizers.
	Spec NamespaceSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the namespace's phase, set by the server.
	Status NamespaceStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// NamespaceSpec lists the finalizers that must finish before a namespace
// is removed. Upstream: k8s.io/api/core/v1.NamespaceSpec.
type NamespaceSpec struct {
	// Finalizers name the cleanup steps, such as "kubernetes", that must
	// finish before the namespace is removed for good.
	// +listType=atomic
	Finalizers []FinalizerName `json:"finalizers,omitempty" protobuf:"bytes,1,rep,name=finalizers,casttype=FinalizerName"`
}

// FinalizerName names a namespace finalizer.
// Upstream: k8s.io/api/core/v1.FinalizerName.
type FinalizerName string

// FinalizerKubernetes is the finalizer the namespace controller removes
// once the namespace is empty. Upstream: k8s.io/api/core/v1.FinalizerKubernetes.
const FinalizerKubernetes FinalizerName = "kubernetes"

// NamespaceStatus is a namespace's phase and conditions.
// Upstream: k8s.io/api/core/v1.NamespaceStatus.
type NamespaceStatus struct {
	// Phase is Active, or Terminating once deletion has begun. Defaults to
	// Active. Read-only, set by the server.
	Phase NamespacePhase `json:"phase,omitempty" protobuf:"bytes,1,opt,name=phase,casttype=NamespacePhase"`
	// Conditions report problems met while deleting the namespace's content.
	// Read-only, set by the namespace controller.
	// +listType=map
	// +listMapKey=type
	Conditions []NamespaceCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,2,rep,name=conditions"`
}

// NamespacePhase is Active or Terminating.
// Upstream: k8s.io/api/core/v1.NamespacePhase.
type NamespacePhase string

// The namespace phases.
const (
	NamespaceActive      NamespacePhase = "Active"
	NamespaceTerminating NamespacePhase = "Terminating"
)

// NamespaceConditionType names a namespace condition.
// Upstream: k8s.io/api/core/v1.NamespaceConditionType.
type NamespaceConditionType string

// The conditions the namespace controller reports while deleting.
const (
	NamespaceDeletionDiscoveryFailure NamespaceConditionType = "NamespaceDeletionDiscoveryFailure"
	NamespaceDeletionContentFailure   NamespaceConditionType = "NamespaceDeletionContentFailure"
	NamespaceDeletionGVParsingFailure NamespaceConditionType = "NamespaceDeletionGroupVersionParsingFailure"
	NamespaceContentRemaining         NamespaceConditionType = "NamespaceContentRemaining"
	NamespaceFinalizersRemaining      NamespaceConditionType = "NamespaceFinalizersRemaining"
)

// NamespaceCondition reports a problem while deleting a namespace.
// Upstream: k8s.io/api/core/v1.NamespaceCondition.
type NamespaceCondition struct {
	// Type names the condition, such as NamespaceContentRemaining.
	Type NamespaceConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=NamespaceConditionType"`
	// Status is True, False or Unknown.
	Status ConditionStatus `json:"status" protobuf:"bytes,2,opt,name=status,casttype=ConditionStatus"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,4,opt,name=lastTransitionTime"`
	// Reason is a short CamelCase word saying why the condition is as it is.
	Reason string `json:"reason,omitempty" protobuf:"bytes,5,opt,name=reason"`
	// Message explains the condition for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,6,opt,name=message"`
}

// NamespaceList is a list of namespaces.
// Upstream: k8s.io/api/core/v1.NamespaceList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type NamespaceList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the namespaces.
	Items []Namespace `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ---- Pod ----

// Pod is a group of containers that share a network namespace and volumes
// and are scheduled together onto one node.
// Upstream: k8s.io/api/core/v1.Pod.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Pod struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the pod's standard metadata: name, namespace, labels,
	// annotations, owner references and more.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired state, written by users and controllers.
	Spec PodSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, written by the kubelet and scheduler.
	Status PodStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// PodList is a list of pods. Upstream: k8s.io/api/core/v1.PodList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the pods.
	Items []Pod `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// PodTemplateSpec is the pod a controller creates copies of.
// Upstream: k8s.io/api/core/v1.PodTemplateSpec.
type PodTemplateSpec struct {
	// ObjectMeta is the metadata every pod made from the template gets; its
	// labels must match the controller's selector.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is the desired state of every pod made from the template.
	Spec PodSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
}

// PodSpec is the desired state of a pod; the package documentation lists
// the fields left out. Upstream: k8s.io/api/core/v1.PodSpec.
type PodSpec struct {
	// Volumes are the volumes the pod's containers may mount, each under a
	// name unique in the pod.
	// +listType=map
	// +listMapKey=name
	Volumes []Volume `json:"volumes,omitempty" patchStrategy:"merge,retainKeys" patchMergeKey:"name" protobuf:"bytes,1,rep,name=volumes"`
	// InitContainers run one at a time, each to completion, before the
	// regular containers start; if one fails, the pod's restart policy
	// applies.
	// +listType=map
	// +listMapKey=name
	InitContainers []Container `json:"initContainers,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,20,rep,name=initContainers"`
	// Containers run side by side for the life of the pod. At least one is
	// required.
	// +listType=map
	// +listMapKey=name
	Containers []Container `json:"containers" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,2,rep,name=containers"`
	// RestartPolicy says when the kubelet restarts exited containers: Always,
	// OnFailure or Never. Defaults to Always.
	RestartPolicy RestartPolicy `json:"restartPolicy,omitempty" protobuf:"bytes,3,opt,name=restartPolicy,casttype=RestartPolicy"`
	// TerminationGracePeriodSeconds is how long the containers get to stop
	// after the stop signal before they are killed; 0 kills them at once.
	// Defaults to 30.
	TerminationGracePeriodSeconds *int64 `json:"terminationGracePeriodSeconds,omitempty" protobuf:"varint,4,opt,name=terminationGracePeriodSeconds"`
	// ActiveDeadlineSeconds, when set, is how long the pod may be active,
	// counted from its start time; past it the kubelet fails the pod.
	ActiveDeadlineSeconds *int64 `json:"activeDeadlineSeconds,omitempty" protobuf:"varint,5,opt,name=activeDeadlineSeconds"`
	// DNSPolicy says which resolver the containers use: ClusterFirst (the
	// cluster DNS), ClusterFirstWithHostNet, Default (the node's) or None.
	// Defaults to ClusterFirst.
	DNSPolicy DNSPolicy `json:"dnsPolicy,omitempty" protobuf:"bytes,6,opt,name=dnsPolicy,casttype=DNSPolicy"`
	// NodeSelector is a set of labels a node must all carry for the pod to be
	// scheduled onto it.
	// +mapType=atomic
	NodeSelector map[string]string `json:"nodeSelector,omitempty" protobuf:"bytes,7,rep,name=nodeSelector"`
	// ServiceAccountName is the service account, in the pod's namespace, the
	// pod runs as.
	ServiceAccountName string `json:"serviceAccountName,omitempty" protobuf:"bytes,8,opt,name=serviceAccountName"`
	// DeprecatedServiceAccount is the old name of ServiceAccountName.
	DeprecatedServiceAccount string `json:"serviceAccount,omitempty" protobuf:"bytes,9,opt,name=serviceAccount"`
	// AutomountServiceAccountToken says whether an API token of the service
	// account is mounted into the containers; when unset, the service account
	// decides.
	AutomountServiceAccountToken *bool `json:"automountServiceAccountToken,omitempty" protobuf:"varint,21,opt,name=automountServiceAccountToken"`
	// NodeName is the node the pod runs on. The scheduler sets it; setting it
	// at creation skips scheduling.
	NodeName string `json:"nodeName,omitempty" protobuf:"bytes,10,opt,name=nodeName"`
	// HostNetwork puts the pod in the node's network namespace; each
	// container port then also defaults to a host port of the same number.
	HostNetwork bool `json:"hostNetwork,omitempty" protobuf:"varint,11,opt,name=hostNetwork"`
	// HostPID makes the pod share the node's process ID namespace.
	HostPID bool `json:"hostPID,omitempty" protobuf:"varint,12,opt,name=hostPID"`
	// HostIPC makes the pod share the node's IPC namespace.
	HostIPC bool `json:"hostIPC,omitempty" protobuf:"varint,13,opt,name=hostIPC"`
	// SecurityContext holds security settings for the whole pod; a
	// container's own settings win over them. Defaults to an empty one.
	SecurityContext *PodSecurityContext `json:"securityContext,omitempty" protobuf:"bytes,14,opt,name=securityContext"`
	// ImagePullSecrets name secrets, in the pod's namespace, that hold
	// registry credentials for pulling the images.
	// +listType=map
	// +listMapKey=name
	ImagePullSecrets []LocalObjectReference `json:"imagePullSecrets,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,15,rep,name=imagePullSecrets"`
	// Hostname is the pod's host name; when empty, the pod's name is used.
	Hostname string `json:"hostname,omitempty" protobuf:"bytes,16,opt,name=hostname"`
	// Subdomain, when set, gives the pod the DNS name
	// <hostname>.<subdomain>.<namespace>.svc.<cluster domain>, served through
	// a headless service of that name.
	Subdomain string `json:"subdomain,omitempty" protobuf:"bytes,17,opt,name=subdomain"`
	// SchedulerName is the scheduler that places the pod. Defaults to
	// default-scheduler.
	SchedulerName string `json:"schedulerName,omitempty" protobuf:"bytes,19,opt,name=schedulerName"`
	// Tolerations let the pod be scheduled onto, or keep running on, nodes
	// whose taints they match.
	// +listType=atomic
	Tolerations []Toleration `json:"tolerations,omitempty" protobuf:"bytes,22,opt,name=tolerations"`
	// PriorityClassName names the PriorityClass whose value becomes the pod's
	// Priority.
	PriorityClassName string `json:"priorityClassName,omitempty" protobuf:"bytes,24,opt,name=priorityClassName"`
	// Priority is the pod's scheduling priority, higher first. Admission
	// fills it in from PriorityClassName.
	Priority *int32 `json:"priority,omitempty" protobuf:"bytes,25,opt,name=priority"`
	// RuntimeClassName names the RuntimeClass (node.k8s.io) the pod runs
	// with; unset means the node's default runtime handler. The
	// RuntimeClass admission plugin refuses a pod naming a missing one.
	RuntimeClassName *string `json:"runtimeClassName,omitempty" protobuf:"bytes,29,opt,name=runtimeClassName"`
	// EnableServiceLinks says whether the services of the pod's namespace are
	// announced to the containers as environment variables, in the style of
	// Docker links. Defaults to true (for pods, not pod templates).
	EnableServiceLinks *bool `json:"enableServiceLinks,omitempty" protobuf:"varint,30,opt,name=enableServiceLinks"`
	// Overhead is what running the pod costs beyond its containers, set at
	// admission from its RuntimeClass's overhead.podFixed; a pod may not
	// set it otherwise.
	Overhead ResourceList `json:"overhead,omitempty" protobuf:"bytes,32,opt,name=overhead"`
}

// PodSecurityContext holds pod-wide security settings.
// Upstream: k8s.io/api/core/v1.PodSecurityContext.
type PodSecurityContext struct {
	// RunAsUser is the UID the containers' processes run as, unless a
	// container sets its own.
	RunAsUser *int64 `json:"runAsUser,omitempty" protobuf:"varint,2,opt,name=runAsUser"`
	// RunAsGroup is the primary GID of the containers' processes, unless a
	// container sets its own.
	RunAsGroup *int64 `json:"runAsGroup,omitempty" protobuf:"varint,6,opt,name=runAsGroup"`
	// RunAsNonRoot, when true, makes the kubelet refuse to start any
	// container that would run as UID 0.
	RunAsNonRoot *bool `json:"runAsNonRoot,omitempty" protobuf:"varint,3,opt,name=runAsNonRoot"`
	// SupplementalGroups are extra GIDs given to the first process of every
	// container.
	// +listType=atomic
	SupplementalGroups []int64 `json:"supplementalGroups,omitempty" protobuf:"varint,4,rep,name=supplementalGroups"`
	// FSGroup is a GID that owns the files of volumes that support it, and is
	// added to every container's groups.
	FSGroup *int64 `json:"fsGroup,omitempty" protobuf:"varint,5,opt,name=fsGroup"`
}

// RestartPolicy says when the kubelet restarts a pod's containers.
// Upstream: k8s.io/api/core/v1.RestartPolicy.
type RestartPolicy string

// The restart policies.
const (
	RestartPolicyAlways    RestartPolicy = "Always"
	RestartPolicyOnFailure RestartPolicy = "OnFailure"
	RestartPolicyNever     RestartPolicy = "Never"
)

// DNSPolicy says how a pod's DNS is set up.
// Upstream: k8s.io/api/core/v1.DNSPolicy.
type DNSPolicy string

// The DNS policies.
const (
	DNSClusterFirstWithHostNet DNSPolicy = "ClusterFirstWithHostNet"
	DNSClusterFirst            DNSPolicy = "ClusterFirst"
	DNSDefault                 DNSPolicy = "Default"
	DNSNone                    DNSPolicy = "None"
)

// Defaults that SetDefaults_PodSpec fills in.
const (
	// DefaultTerminationGracePeriodSeconds is how long a pod gets to stop.
	// Upstream: k8s.io/api/core/v1.DefaultTerminationGracePeriodSeconds.
	DefaultTerminationGracePeriodSeconds = 30
	// DefaultSchedulerName is the scheduler a pod names by default.
	// Upstream: k8s.io/api/core/v1.DefaultSchedulerName.
	DefaultSchedulerName = "default-scheduler"
	// DefaultEnableServiceLinks: service environment variables are on.
	// Upstream: k8s.io/api/core/v1.DefaultEnableServiceLinks.
	DefaultEnableServiceLinks = true
)

// Volume is a named volume the pod's containers may mount.
// Upstream: k8s.io/api/core/v1.Volume.
type Volume struct {
	// Name identifies the volume in the pod; volume mounts refer to it.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// VolumeSource, inline, says where the volume's content comes from. A
	// volume with no source becomes an emptyDir.
	VolumeSource `json:",inline" protobuf:"bytes,2,opt,name=volumeSource"`
}

// VolumeSource says where a volume comes from; exactly one member is set.
// Upstream: k8s.io/api/core/v1.VolumeSource.
type VolumeSource struct {
	// HostPath mounts a file or directory of the node; meant for system
	// agents, not ordinary workloads.
	HostPath *HostPathVolumeSource `json:"hostPath,omitempty" protobuf:"bytes,1,opt,name=hostPath"`
	// EmptyDir is a scratch directory, empty when the pod starts and deleted
	// with the pod.
	EmptyDir *EmptyDirVolumeSource `json:"emptyDir,omitempty" protobuf:"bytes,2,opt,name=emptyDir"`
	// Secret fills the volume with the keys of a secret, one file each.
	Secret *SecretVolumeSource `json:"secret,omitempty" protobuf:"bytes,6,opt,name=secret"`
	// DownwardAPI writes fields of the pod, one file each.
	DownwardAPI *DownwardAPIVolumeSource `json:"downwardAPI,omitempty" protobuf:"bytes,16,opt,name=downwardAPI"`
	// ConfigMap fills the volume with the keys of a config map, one file
	// each.
	ConfigMap *ConfigMapVolumeSource `json:"configMap,omitempty" protobuf:"bytes,19,opt,name=configMap"`
	// Projected puts secrets, config maps, downward API fields and a service
	// account token into one directory.
	Projected *ProjectedVolumeSource `json:"projected,omitempty" protobuf:"bytes,26,opt,name=projected"`
}

// HostPathVolumeSource mounts a path of the node.
// Upstream: k8s.io/api/core/v1.HostPathVolumeSource.
type HostPathVolumeSource struct {
	// Path is the path on the node; a symbolic link is followed.
	Path string `json:"path" protobuf:"bytes,1,opt,name=path"`
	// Type is what must exist at Path before the mount (Directory, File,
	// Socket ...), with the OrCreate types creating it; "" checks nothing.
	// Defaults to "".
	Type *HostPathType `json:"type,omitempty" protobuf:"bytes,2,opt,name=type"`
}

// HostPathType says what must exist at a host path.
// Upstream: k8s.io/api/core/v1.HostPathType.
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
// Upstream: k8s.io/api/core/v1.EmptyDirVolumeSource.
type EmptyDirVolumeSource struct {
	// Medium is what backs the directory: "" for the node's default storage,
	// Memory for a tmpfs, HugePages for huge pages.
	Medium StorageMedium `json:"medium,omitempty" protobuf:"bytes,1,opt,name=medium,casttype=StorageMedium"`
	// SizeLimit caps how much the directory may hold; a pod that exceeds it
	// is evicted.
	SizeLimit *resource.Quantity `json:"sizeLimit,omitempty" protobuf:"bytes,2,opt,name=sizeLimit"`
}

// StorageMedium is what backs an emptyDir.
// Upstream: k8s.io/api/core/v1.StorageMedium.
type StorageMedium string

// The storage media.
const (
	StorageMediumDefault   StorageMedium = ""
	StorageMediumMemory    StorageMedium = "Memory"
	StorageMediumHugePages StorageMedium = "HugePages"
)

// SecretVolumeSource projects a secret's keys as files.
// Upstream: k8s.io/api/core/v1.SecretVolumeSource.
type SecretVolumeSource struct {
	// SecretName is the secret, in the pod's namespace, to project.
	SecretName string `json:"secretName,omitempty" protobuf:"bytes,1,opt,name=secretName"`
	// Items pick which keys to project and under which paths; when empty,
	// every key becomes a file named after it.
	// +listType=atomic
	Items []KeyToPath `json:"items,omitempty" protobuf:"bytes,2,rep,name=items"`
	// DefaultMode is the permission bits of the files, unless an item sets
	// its own. Defaults to 0644.
	DefaultMode *int32 `json:"defaultMode,omitempty" protobuf:"bytes,3,opt,name=defaultMode"`
	// Optional, when true, lets the pod start even if the secret, or a key
	// that Items names, does not exist.
	Optional *bool `json:"optional,omitempty" protobuf:"varint,4,opt,name=optional"`
}

// SecretVolumeSourceDefaultMode is the file mode of projected secret keys.
// Upstream: k8s.io/api/core/v1.SecretVolumeSourceDefaultMode.
const SecretVolumeSourceDefaultMode int32 = 0644

// ConfigMapVolumeSource projects a config map's keys as files.
// Upstream: k8s.io/api/core/v1.ConfigMapVolumeSource.
type ConfigMapVolumeSource struct {
	// LocalObjectReference, inline, names the config map, in the pod's
	// namespace.
	LocalObjectReference `json:",inline" protobuf:"bytes,1,opt,name=localObjectReference"`
	// Items pick which keys to project and under which paths; when empty,
	// every key becomes a file named after it.
	// +listType=atomic
	Items []KeyToPath `json:"items,omitempty" protobuf:"bytes,2,rep,name=items"`
	// DefaultMode is the permission bits of the files, unless an item sets
	// its own. Defaults to 0644.
	DefaultMode *int32 `json:"defaultMode,omitempty" protobuf:"varint,3,opt,name=defaultMode"`
	// Optional, when true, lets the pod start even if the config map, or a
	// key that Items names, does not exist.
	Optional *bool `json:"optional,omitempty" protobuf:"varint,4,opt,name=optional"`
}

// ConfigMapVolumeSourceDefaultMode is the file mode of projected keys.
// Upstream: k8s.io/api/core/v1.ConfigMapVolumeSourceDefaultMode.
const ConfigMapVolumeSourceDefaultMode int32 = 0644

// KeyToPath maps one key to a file path.
// Upstream: k8s.io/api/core/v1.KeyToPath.
type KeyToPath struct {
	// Key is the key to project.
	Key string `json:"key" protobuf:"bytes,1,opt,name=key"`
	// Path is the file's path relative to the volume's root; it may not be
	// absolute or contain "..".
	Path string `json:"path" protobuf:"bytes,2,opt,name=path"`
	// Mode is the permission bits of this one file, overriding the volume's
	// defaultMode.
	Mode *int32 `json:"mode,omitempty" protobuf:"varint,3,opt,name=mode"`
}

// DownwardAPIVolumeSource writes fields of the pod, one file each.
// Upstream: k8s.io/api/core/v1.DownwardAPIVolumeSource.
type DownwardAPIVolumeSource struct {
	// Items are the files.
	// +listType=atomic
	Items []DownwardAPIVolumeFile `json:"items,omitempty" protobuf:"bytes,1,rep,name=items"`
	// DefaultMode is the permission bits of the files, unless an item sets
	// its own. Defaults to 0644.
	DefaultMode *int32 `json:"defaultMode,omitempty" protobuf:"varint,2,opt,name=defaultMode"`
}

// DownwardAPIVolumeSourceDefaultMode is the file mode of downward API files.
// Upstream: k8s.io/api/core/v1.DownwardAPIVolumeSourceDefaultMode.
const DownwardAPIVolumeSourceDefaultMode int32 = 0644

// DownwardAPIVolumeFile is one file of a downward API volume or
// projection. Upstream: k8s.io/api/core/v1.DownwardAPIVolumeFile.
type DownwardAPIVolumeFile struct {
	// Path is the file's path relative to the volume's root; it may not be
	// absolute or contain "..".
	Path string `json:"path" protobuf:"bytes,1,opt,name=path"`
	// FieldRef picks a field of the pod: metadata.name, metadata.namespace,
	// metadata.uid, metadata.labels or metadata.annotations.
	FieldRef *ObjectFieldSelector `json:"fieldRef,omitempty" protobuf:"bytes,2,opt,name=fieldRef"`
	// ResourceFieldRef picks a container's limit or request (limits.cpu,
	// requests.memory ...).
	ResourceFieldRef *ResourceFieldSelector `json:"resourceFieldRef,omitempty" protobuf:"bytes,3,opt,name=resourceFieldRef"`
	// Mode is the permission bits of this one file, overriding the volume's
	// defaultMode.
	Mode *int32 `json:"mode,omitempty" protobuf:"varint,4,opt,name=mode"`
}

// ResourceFieldSelector picks a container's request or limit, in units of
// Divisor. Upstream: k8s.io/api/core/v1.ResourceFieldSelector.
//
// +structType=atomic
type ResourceFieldSelector struct {
	// ContainerName is the container; required in volumes.
	ContainerName string `json:"containerName,omitempty" protobuf:"bytes,1,opt,name=containerName"`
	// Resource is the request or limit, such as limits.cpu.
	Resource string `json:"resource" protobuf:"bytes,2,opt,name=resource"`
	// Divisor is the unit the value is written in; "1" when unset.
	Divisor resource.Quantity `json:"divisor,omitempty" protobuf:"bytes,3,opt,name=divisor"`
}

// ProjectedVolumeSource puts several sources into one directory. The
// ServiceAccount admission plugin mounts one, kube-api-access-<suffix>,
// holding a token, the cluster's CA bundle and the namespace.
// Upstream: k8s.io/api/core/v1.ProjectedVolumeSource.
type ProjectedVolumeSource struct {
	// Sources are the projections, one source each.
	// +listType=atomic
	Sources []VolumeProjection `json:"sources" protobuf:"bytes,1,rep,name=sources"`
	// DefaultMode is the permission bits of the files, unless an item sets
	// its own. Defaults to 0644.
	DefaultMode *int32 `json:"defaultMode,omitempty" protobuf:"varint,2,opt,name=defaultMode"`
}

// ProjectedVolumeSourceDefaultMode is the file mode of projected files.
// Upstream: k8s.io/api/core/v1.ProjectedVolumeSourceDefaultMode.
const ProjectedVolumeSourceDefaultMode int32 = 0644

// VolumeProjection is one source of a projected volume; exactly one member
// is set. Upstream: k8s.io/api/core/v1.VolumeProjection.
type VolumeProjection struct {
	// Secret projects a secret's keys.
	Secret *SecretProjection `json:"secret,omitempty" protobuf:"bytes,1,opt,name=secret"`
	// DownwardAPI projects fields of the pod.
	DownwardAPI *DownwardAPIProjection `json:"downwardAPI,omitempty" protobuf:"bytes,2,opt,name=downwardAPI"`
	// ConfigMap projects a config map's keys.
	ConfigMap *ConfigMapProjection `json:"configMap,omitempty" protobuf:"bytes,3,opt,name=configMap"`
	// ServiceAccountToken projects a token of the pod's service account.
	ServiceAccountToken *ServiceAccountTokenProjection `json:"serviceAccountToken,omitempty" protobuf:"bytes,4,opt,name=serviceAccountToken"`
}

// SecretProjection projects a secret's keys; a SecretVolumeSource without
// a default mode. Upstream: k8s.io/api/core/v1.SecretProjection.
type SecretProjection struct {
	// LocalObjectReference, inline, names the secret, in the pod's namespace.
	LocalObjectReference `json:",inline" protobuf:"bytes,1,opt,name=localObjectReference"`
	// Items pick which keys to project and under which paths; when empty,
	// every key becomes a file named after it.
	// +listType=atomic
	Items []KeyToPath `json:"items,omitempty" protobuf:"bytes,2,rep,name=items"`
	// Optional, when true, lets the pod start even if the secret, or a key
	// that Items names, does not exist.
	Optional *bool `json:"optional,omitempty" protobuf:"varint,4,opt,name=optional"`
}

// ConfigMapProjection projects a config map's keys; a
// ConfigMapVolumeSource without a default mode.
// Upstream: k8s.io/api/core/v1.ConfigMapProjection.
type ConfigMapProjection struct {
	// LocalObjectReference, inline, names the config map, in the pod's
	// namespace.
	LocalObjectReference `json:",inline" protobuf:"bytes,1,opt,name=localObjectReference"`
	// Items pick which keys to project and under which paths; when empty,
	// every key becomes a file named after it.
	// +listType=atomic
	Items []KeyToPath `json:"items,omitempty" protobuf:"bytes,2,rep,name=items"`
	// Optional, when true, lets the pod start even if the config map, or a
	// key that Items names, does not exist.
	Optional *bool `json:"optional,omitempty" protobuf:"varint,4,opt,name=optional"`
}

// DownwardAPIProjection projects fields of the pod; a
// DownwardAPIVolumeSource without a default mode.
// Upstream: k8s.io/api/core/v1.DownwardAPIProjection.
type DownwardAPIProjection struct {
	// Items are the files.
	// +listType=atomic
	Items []DownwardAPIVolumeFile `json:"items,omitempty" protobuf:"bytes,1,rep,name=items"`
}

// ServiceAccountTokenProjection asks the kubelet for a bound token of the
// pod's service account.
// Upstream: k8s.io/api/core/v1.ServiceAccountTokenProjection.
type ServiceAccountTokenProjection struct {
	// Audience is who the token is for; empty means the API server itself.
	Audience string `json:"audience,omitempty" protobuf:"bytes,1,rep,name=audience"` // "rep" is upstream's slip: package proto trusts the Go type
	// ExpirationSeconds is how long the token is valid: at least 600, and
	// the kubelet rotates it at 80% of that. Defaults to 3600.
	ExpirationSeconds *int64 `json:"expirationSeconds,omitempty" protobuf:"varint,2,opt,name=expirationSeconds"`
	// Path is the file's path relative to the volume's root.
	Path string `json:"path" protobuf:"bytes,3,opt,name=path"`
}

// Container is one container of a pod; the package documentation lists
// the fields left out. Upstream: k8s.io/api/core/v1.Container.
type Container struct {
	// Name identifies the container in the pod: a DNS label, unique among the
	// pod's containers.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// Image is the container image to run, such as nginx:1.27 or
	// registry.example.com/team/app@sha256:....
	Image string `json:"image,omitempty" protobuf:"bytes,2,opt,name=image"`
	// Command replaces the image's entrypoint; it is not run in a shell, and
	// $(VAR) references to the container's variables are expanded. When
	// empty, the image's entrypoint runs.
	// +listType=atomic
	Command []string `json:"command,omitempty" protobuf:"bytes,3,rep,name=command"`
	// Args replace the image's default arguments (its CMD); $(VAR) references
	// are expanded as in Command.
	// +listType=atomic
	Args []string `json:"args,omitempty" protobuf:"bytes,4,rep,name=args"`
	// WorkingDir is the directory the process starts in; when empty, the
	// image's own.
	WorkingDir string `json:"workingDir,omitempty" protobuf:"bytes,5,opt,name=workingDir"`
	// Ports list ports the container listens on. They are informational: a
	// port not listed is reachable all the same.
	// +listType=map
	// +listMapKey=containerPort
	// +listMapKey=protocol
	Ports []ContainerPort `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"containerPort" protobuf:"bytes,6,rep,name=ports"`
	// EnvFrom imports every key of config maps or secrets as environment
	// variables; Env wins where names clash.
	// +listType=atomic
	EnvFrom []EnvFromSource `json:"envFrom,omitempty" protobuf:"bytes,19,rep,name=envFrom"`
	// Env sets environment variables in the container.
	// +listType=map
	// +listMapKey=name
	Env []EnvVar `json:"env,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,7,rep,name=env"`
	// Resources are the container's compute requests and limits. In a pod, a
	// limit with no request also becomes the request.
	Resources ResourceRequirements `json:"resources,omitempty" protobuf:"bytes,8,opt,name=resources"`
	// VolumeMounts mount the pod's volumes into the container's filesystem.
	// +listType=map
	// +listMapKey=mountPath
	VolumeMounts []VolumeMount `json:"volumeMounts,omitempty" patchStrategy:"merge" patchMergeKey:"mountPath" protobuf:"bytes,9,rep,name=volumeMounts"`
	// LivenessProbe checks that the container is alive; the kubelet restarts
	// it when the probe keeps failing.
	LivenessProbe *Probe `json:"livenessProbe,omitempty" protobuf:"bytes,10,opt,name=livenessProbe"`
	// ReadinessProbe checks that the container can serve; while it fails, the
	// pod is left out of service endpoints.
	ReadinessProbe *Probe `json:"readinessProbe,omitempty" protobuf:"bytes,11,opt,name=readinessProbe"`
	// StartupProbe checks that the container has finished starting; the other
	// probes wait for it, and the container is restarted if it keeps failing.
	StartupProbe *Probe `json:"startupProbe,omitempty" protobuf:"bytes,22,opt,name=startupProbe"`
	// TerminationMessagePath is the file, in the container, whose content
	// becomes the container's termination message. Defaults to
	// /dev/termination-log.
	TerminationMessagePath string `json:"terminationMessagePath,omitempty" protobuf:"bytes,13,opt,name=terminationMessagePath"`
	// TerminationMessagePolicy is File (read the message from
	// TerminationMessagePath) or FallbackToLogsOnError (use the log's tail
	// when that file is empty and the container failed). Defaults to File.
	TerminationMessagePolicy TerminationMessagePolicy `json:"terminationMessagePolicy,omitempty" protobuf:"bytes,20,opt,name=terminationMessagePolicy,casttype=TerminationMessagePolicy"`
	// ImagePullPolicy is Always, IfNotPresent or Never. Defaults to Always
	// for an image tagged :latest or not tagged at all, IfNotPresent
	// otherwise.
	ImagePullPolicy PullPolicy `json:"imagePullPolicy,omitempty" protobuf:"bytes,14,opt,name=imagePullPolicy,casttype=PullPolicy"`
	// SecurityContext holds this container's security settings; they win over
	// the pod's.
	SecurityContext *SecurityContext `json:"securityContext,omitempty" protobuf:"bytes,15,opt,name=securityContext"`
	// Stdin keeps a stdin stream open, for kubectl attach.
	Stdin bool `json:"stdin,omitempty" protobuf:"varint,16,opt,name=stdin"`
	// StdinOnce closes stdin once the first attached client disconnects.
	StdinOnce bool `json:"stdinOnce,omitempty" protobuf:"varint,17,opt,name=stdinOnce"`
	// TTY gives the container a terminal; Stdin should be true as well.
	TTY bool `json:"tty,omitempty" protobuf:"varint,18,opt,name=tty"`
}

// TerminationMessagePathDefault is where a container writes its
// termination message. Upstream: k8s.io/api/core/v1.TerminationMessagePathDefault.
const TerminationMessagePathDefault string = "/dev/termination-log"

// ContainerPort is a port a container listens on.
// Upstream: k8s.io/api/core/v1.ContainerPort.
type ContainerPort struct {
	// Name names the port (at most 15 characters, unique in the pod) so that
	// services can target it by name.
	Name string `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	// HostPort also exposes the port on the node's address. In a pod on the
	// host network it defaults to ContainerPort.
	HostPort int32 `json:"hostPort,omitempty" protobuf:"varint,2,opt,name=hostPort"`
	// ContainerPort is the port number on the pod's IP address, from 1 to
	// 65535.
	ContainerPort int32 `json:"containerPort" protobuf:"varint,3,opt,name=containerPort"`
	// Protocol is TCP, UDP or SCTP. Defaults to TCP.
	// +default="TCP"
	Protocol Protocol `json:"protocol,omitempty" protobuf:"bytes,4,opt,name=protocol,casttype=Protocol"`
	// HostIP is the node address HostPort binds to.
	HostIP string `json:"hostIP,omitempty" protobuf:"bytes,5,opt,name=hostIP"`
}

// Protocol is a network protocol. Upstream: k8s.io/api/core/v1.Protocol.
type Protocol string

// The protocols.
const (
	ProtocolTCP  Protocol = "TCP"
	ProtocolUDP  Protocol = "UDP"
	ProtocolSCTP Protocol = "SCTP"
)

// EnvFromSource imports all keys of a config map or secret as variables.
// Upstream: k8s.io/api/core/v1.EnvFromSource.
type EnvFromSource struct {
	// Prefix is put in front of every imported key to form the variable's
	// name.
	Prefix string `json:"prefix,omitempty" protobuf:"bytes,1,opt,name=prefix"`
	// ConfigMapRef names a config map to import.
	ConfigMapRef *ConfigMapEnvSource `json:"configMapRef,omitempty" protobuf:"bytes,2,opt,name=configMapRef"`
	// SecretRef names a secret to import.
	SecretRef *SecretEnvSource `json:"secretRef,omitempty" protobuf:"bytes,3,opt,name=secretRef"`
}

// ConfigMapEnvSource names the config map of an EnvFromSource.
// Upstream: k8s.io/api/core/v1.ConfigMapEnvSource.
type ConfigMapEnvSource struct {
	// LocalObjectReference, inline, names the config map, in the pod's
	// namespace.
	LocalObjectReference `json:",inline" protobuf:"bytes,1,opt,name=localObjectReference"`
	// Optional, when true, lets the container start even if the config map
	// does not exist.
	Optional *bool `json:"optional,omitempty" protobuf:"varint,2,opt,name=optional"`
}

// SecretEnvSource names the secret of an EnvFromSource.
// Upstream: k8s.io/api/core/v1.SecretEnvSource.
type SecretEnvSource struct {
	// LocalObjectReference, inline, names the secret, in the pod's namespace.
	LocalObjectReference `json:",inline" protobuf:"bytes,1,opt,name=localObjectReference"`
	// Optional, when true, lets the container start even if the secret does
	// not exist.
	Optional *bool `json:"optional,omitempty" protobuf:"varint,2,opt,name=optional"`
}

// EnvVar is one environment variable.
// Upstream: k8s.io/api/core/v1.EnvVar.
type EnvVar struct {
	// Name is the variable's name.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// Value is the variable's literal value; $(VAR) references to variables
	// defined before it are expanded, and $$ escapes a $. Set Value or
	// ValueFrom, not both.
	Value string `json:"value,omitempty" protobuf:"bytes,2,opt,name=value"`
	// ValueFrom takes the value from a field of the pod, a config map key or
	// a secret key.
	ValueFrom *EnvVarSource `json:"valueFrom,omitempty" protobuf:"bytes,3,opt,name=valueFrom"`
}

// EnvVarSource says where a variable's value comes from.
// Upstream: k8s.io/api/core/v1.EnvVarSource.
type EnvVarSource struct {
	// FieldRef takes the value from a field of the pod, such as metadata.name
	// or status.podIP.
	FieldRef *ObjectFieldSelector `json:"fieldRef,omitempty" protobuf:"bytes,1,opt,name=fieldRef"`
	// ConfigMapKeyRef takes the value from a key of a config map.
	ConfigMapKeyRef *ConfigMapKeySelector `json:"configMapKeyRef,omitempty" protobuf:"bytes,3,opt,name=configMapKeyRef"`
	// SecretKeyRef takes the value from a key of a secret.
	SecretKeyRef *SecretKeySelector `json:"secretKeyRef,omitempty" protobuf:"bytes,4,opt,name=secretKeyRef"`
}

// ObjectFieldSelector picks a field of the pod (the downward API).
// Upstream: k8s.io/api/core/v1.ObjectFieldSelector.
//
// +structType=atomic
type ObjectFieldSelector struct {
	// APIVersion is the API version FieldPath is written against. Defaults to
	// v1.
	APIVersion string `json:"apiVersion,omitempty" protobuf:"bytes,1,opt,name=apiVersion"`
	// FieldPath is the path of the field to read, such as metadata.namespace
	// or metadata.labels['app'].
	FieldPath string `json:"fieldPath" protobuf:"bytes,2,opt,name=fieldPath"`
}

// ConfigMapKeySelector picks one key of a config map.
// Upstream: k8s.io/api/core/v1.ConfigMapKeySelector.
//
// +structType=atomic
type ConfigMapKeySelector struct {
	// LocalObjectReference, inline, names the config map, in the pod's
	// namespace.
	LocalObjectReference `json:",inline" protobuf:"bytes,1,opt,name=localObjectReference"`
	// Key is the key whose value is taken.
	Key string `json:"key" protobuf:"bytes,2,opt,name=key"`
	// Optional, when true, lets the container start without the variable if
	// the config map or the key does not exist.
	Optional *bool `json:"optional,omitempty" protobuf:"varint,3,opt,name=optional"`
}

// SecretKeySelector picks one key of a secret.
// Upstream: k8s.io/api/core/v1.SecretKeySelector.
//
// +structType=atomic
type SecretKeySelector struct {
	// LocalObjectReference, inline, names the secret, in the pod's namespace.
	LocalObjectReference `json:",inline" protobuf:"bytes,1,opt,name=localObjectReference"`
	// Key is the key whose value is taken.
	Key string `json:"key" protobuf:"bytes,2,opt,name=key"`
	// Optional, when true, lets the container start without the variable if
	// the secret or the key does not exist.
	Optional *bool `json:"optional,omitempty" protobuf:"varint,3,opt,name=optional"`
}

// ResourceRequirements are a container's requests and limits.
// Upstream: k8s.io/api/core/v1.ResourceRequirements.
type ResourceRequirements struct {
	// Limits are the most of each resource the container may use. Amounts
	// finer than a thousandth are rounded up to one (1n becomes 1m).
	Limits ResourceList `json:"limits,omitempty" protobuf:"bytes,1,rep,name=limits,casttype=ResourceList,castkey=ResourceName"`
	// Requests are the amounts the scheduler sets aside for the container,
	// rounded up as Limits are. In a pod, a resource with a limit and no
	// request gets the limit as its request.
	Requests ResourceList `json:"requests,omitempty" protobuf:"bytes,2,rep,name=requests,casttype=ResourceList,castkey=ResourceName"`
}

// ResourceName names a resource, such as cpu or memory.
// Upstream: k8s.io/api/core/v1.ResourceName.
type ResourceName string

// The resources every node has.
const (
	ResourceCPU              ResourceName = "cpu"
	ResourceMemory           ResourceName = "memory"
	ResourceStorage          ResourceName = "storage"
	ResourceEphemeralStorage ResourceName = "ephemeral-storage"
)

// The resources a quota counts: objects by their resource name
// ("count/<resource>.<group>" works for any other), and the requests and
// limits of pods and claims.
// Upstream: k8s.io/api/core/v1.ResourcePods and its siblings.
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
// Upstream: k8s.io/api/core/v1.ResourceRequestsHugePagesPrefix and
// DefaultResourceRequestsPrefix.
const (
	ResourceRequestsHugePagesPrefix = "requests.hugepages-"
	DefaultResourceRequestsPrefix   = "requests."
)

// ResourceList is an amount per resource.
// Upstream: k8s.io/api/core/v1.ResourceList.
type ResourceList map[ResourceName]resource.Quantity

// VolumeMount mounts a pod volume into a container.
// Upstream: k8s.io/api/core/v1.VolumeMount.
type VolumeMount struct {
	// Name is the pod volume to mount.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// ReadOnly mounts the volume read-only.
	ReadOnly bool `json:"readOnly,omitempty" protobuf:"varint,2,opt,name=readOnly"`
	// MountPath is where the volume appears in the container; it may not
	// contain ':'.
	MountPath string `json:"mountPath" protobuf:"bytes,3,opt,name=mountPath"`
	// SubPath mounts this path inside the volume instead of the volume's
	// root.
	SubPath string `json:"subPath,omitempty" protobuf:"bytes,4,opt,name=subPath"`
}

// Probe is a health check the kubelet runs against a container.
// Upstream: k8s.io/api/core/v1.Probe.
type Probe struct {
	// ProbeHandler, inline, is the check to run.
	ProbeHandler `json:",inline" protobuf:"bytes,1,opt,name=handler"`
	// InitialDelaySeconds is how long after the container starts the first
	// probe runs.
	InitialDelaySeconds int32 `json:"initialDelaySeconds,omitempty" protobuf:"varint,2,opt,name=initialDelaySeconds"`
	// TimeoutSeconds is how long one probe may take before it counts as
	// failed. Defaults to 1.
	TimeoutSeconds int32 `json:"timeoutSeconds,omitempty" protobuf:"varint,3,opt,name=timeoutSeconds"`
	// PeriodSeconds is the time between two probes. Defaults to 10.
	PeriodSeconds int32 `json:"periodSeconds,omitempty" protobuf:"varint,4,opt,name=periodSeconds"`
	// SuccessThreshold is how many successes in a row, after a failure, count
	// as success. Defaults to 1; liveness and startup probes allow only 1.
	SuccessThreshold int32 `json:"successThreshold,omitempty" protobuf:"varint,5,opt,name=successThreshold"`
	// FailureThreshold is how many failures in a row count as failure.
	// Defaults to 3.
	FailureThreshold int32 `json:"failureThreshold,omitempty" protobuf:"varint,6,opt,name=failureThreshold"`
	// TerminationGracePeriodSeconds, when set, replaces the pod's grace
	// period when a failure of this probe gets the container killed.
	TerminationGracePeriodSeconds *int64 `json:"terminationGracePeriodSeconds,omitempty" protobuf:"varint,7,opt,name=terminationGracePeriodSeconds"`
}

// ProbeHandler is how a probe checks; exactly one member is set.
// Upstream: k8s.io/api/core/v1.ProbeHandler.
type ProbeHandler struct {
	// Exec runs a command in the container; exit status 0 is success.
	Exec *ExecAction `json:"exec,omitempty" protobuf:"bytes,1,opt,name=exec"`
	// HTTPGet sends an HTTP GET request; a status code from 200 to 399 is
	// success.
	HTTPGet *HTTPGetAction `json:"httpGet,omitempty" protobuf:"bytes,2,opt,name=httpGet"`
	// TCPSocket opens a TCP connection; connecting is success.
	TCPSocket *TCPSocketAction `json:"tcpSocket,omitempty" protobuf:"bytes,3,opt,name=tcpSocket"`
}

// ExecAction runs a command in the container.
// Upstream: k8s.io/api/core/v1.ExecAction.
type ExecAction struct {
	// Command is the command line to run in the container. It is not run in a
	// shell: call sh -c for pipes and variables.
	// +listType=atomic
	Command []string `json:"command,omitempty" protobuf:"bytes,1,rep,name=command"`
}

// HTTPGetAction sends an HTTP GET. Upstream: k8s.io/api/core/v1.HTTPGetAction.
type HTTPGetAction struct {
	// Path is the request's path. Defaults to /.
	Path string `json:"path,omitempty" protobuf:"bytes,1,opt,name=path"`
	// Port is the port to connect to: a number, or the name of a container
	// port.
	Port intstr.IntOrString `json:"port" protobuf:"bytes,2,opt,name=port"`
	// Host is the host name or IP to connect to; when empty, the pod's IP. To
	// name a virtual host, send a Host header instead.
	Host string `json:"host,omitempty" protobuf:"bytes,3,opt,name=host"`
	// Scheme is HTTP or HTTPS (the certificate is not verified). Defaults to
	// HTTP.
	Scheme URIScheme `json:"scheme,omitempty" protobuf:"bytes,4,opt,name=scheme,casttype=URIScheme"`
	// HTTPHeaders are extra headers to send.
	// +listType=atomic
	HTTPHeaders []HTTPHeader `json:"httpHeaders,omitempty" protobuf:"bytes,5,rep,name=httpHeaders"`
}

// URIScheme is HTTP or HTTPS. Upstream: k8s.io/api/core/v1.URIScheme.
type URIScheme string

// The URI schemes.
const (
	URISchemeHTTP  URIScheme = "HTTP"
	URISchemeHTTPS URIScheme = "HTTPS"
)

// HTTPHeader is one header of an HTTPGetAction.
// Upstream: k8s.io/api/core/v1.HTTPHeader.
type HTTPHeader struct {
	// Name is the header's field name.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// Value is the header's value.
	Value string `json:"value" protobuf:"bytes,2,opt,name=value"`
}

// TCPSocketAction opens a TCP connection.
// Upstream: k8s.io/api/core/v1.TCPSocketAction.
type TCPSocketAction struct {
	// Port is the port to connect to: a number, or the name of a container
	// port.
	Port intstr.IntOrString `json:"port" protobuf:"bytes,1,opt,name=port"`
	// Host is the host name or IP to connect to; when empty, the pod's IP.
	Host string `json:"host,omitempty" protobuf:"bytes,2,opt,name=host"`
}

// TerminationMessagePolicy says where a container's termination message
// comes from. Upstream: k8s.io/api/core/v1.TerminationMessagePolicy.
type TerminationMessagePolicy string

// The termination message policies.
const (
	TerminationMessageReadFile              TerminationMessagePolicy = "File"
	TerminationMessageFallbackToLogsOnError TerminationMessagePolicy = "FallbackToLogsOnError"
)

// PullPolicy says when the kubelet pulls an image.
// Upstream: k8s.io/api/core/v1.PullPolicy.
type PullPolicy string

// The pull policies.
const (
	PullAlways       PullPolicy = "Always"
	PullNever        PullPolicy = "Never"
	PullIfNotPresent PullPolicy = "IfNotPresent"
)

// SecurityContext holds a container's security settings.
// Upstream: k8s.io/api/core/v1.SecurityContext.
type SecurityContext struct {
	// Capabilities add Linux capabilities to, or drop them from, the
	// container runtime's default set.
	Capabilities *Capabilities `json:"capabilities,omitempty" protobuf:"bytes,1,opt,name=capabilities"`
	// Privileged runs the container with almost all the powers of root on the
	// node.
	Privileged *bool `json:"privileged,omitempty" protobuf:"varint,2,opt,name=privileged"`
	// RunAsUser is the UID the container's process runs as; it wins over the
	// pod's setting and the image's.
	RunAsUser *int64 `json:"runAsUser,omitempty" protobuf:"varint,4,opt,name=runAsUser"`
	// RunAsGroup is the primary GID of the container's process; it wins over
	// the pod's setting.
	RunAsGroup *int64 `json:"runAsGroup,omitempty" protobuf:"varint,8,opt,name=runAsGroup"`
	// RunAsNonRoot, when true, makes the kubelet refuse to start the
	// container if it would run as UID 0.
	RunAsNonRoot *bool `json:"runAsNonRoot,omitempty" protobuf:"varint,5,opt,name=runAsNonRoot"`
	// ReadOnlyRootFilesystem mounts the container's root filesystem
	// read-only.
	ReadOnlyRootFilesystem *bool `json:"readOnlyRootFilesystem,omitempty" protobuf:"varint,6,opt,name=readOnlyRootFilesystem"`
	// AllowPrivilegeEscalation says whether a process may end up with more
	// privileges than the one that started it (false sets Linux's
	// no_new_privs). Privileged containers and those with CAP_SYS_ADMIN
	// always allow it.
	AllowPrivilegeEscalation *bool `json:"allowPrivilegeEscalation,omitempty" protobuf:"varint,7,opt,name=allowPrivilegeEscalation"`
}

// Capabilities adds and drops Linux capabilities.
// Upstream: k8s.io/api/core/v1.Capabilities.
type Capabilities struct {
	// Add lists capabilities to grant, such as NET_ADMIN.
	// +listType=atomic
	Add []Capability `json:"add,omitempty" protobuf:"bytes,1,rep,name=add,casttype=Capability"`
	// Drop lists capabilities to take away, such as ALL.
	// +listType=atomic
	Drop []Capability `json:"drop,omitempty" protobuf:"bytes,2,rep,name=drop,casttype=Capability"`
}

// Capability is a Linux capability, such as NET_ADMIN.
// Upstream: k8s.io/api/core/v1.Capability.
type Capability string

// LocalObjectReference names an object in the same namespace.
// Upstream: k8s.io/api/core/v1.LocalObjectReference.
//
// +structType=atomic
type LocalObjectReference struct {
	// Name is the name of the object referred to.
	// +default=""
	Name string `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
}

// Toleration lets a pod run on nodes with a matching taint.
// Upstream: k8s.io/api/core/v1.Toleration.
type Toleration struct {
	// Key is the taint key to match; empty, with operator Exists, matches
	// every taint.
	Key string `json:"key,omitempty" protobuf:"bytes,1,opt,name=key"`
	// Operator is Equal (the taint's value must equal Value) or Exists (any
	// value will do); empty means Equal.
	Operator TolerationOperator `json:"operator,omitempty" protobuf:"bytes,2,opt,name=operator,casttype=TolerationOperator"`
	// Value is the taint value to match; leave it empty with Exists.
	Value string `json:"value,omitempty" protobuf:"bytes,3,opt,name=value"`
	// Effect is the taint effect to match: NoSchedule, PreferNoSchedule or
	// NoExecute; empty matches them all.
	Effect TaintEffect `json:"effect,omitempty" protobuf:"bytes,4,opt,name=effect,casttype=TaintEffect"`
	// TolerationSeconds, for a NoExecute taint, is how long the pod may stay
	// on the node after the taint appears; unset means forever.
	TolerationSeconds *int64 `json:"tolerationSeconds,omitempty" protobuf:"varint,5,opt,name=tolerationSeconds"`
}

// TolerationOperator is how a toleration matches a taint's value.
// Upstream: k8s.io/api/core/v1.TolerationOperator.
type TolerationOperator string

// The toleration operators.
const (
	TolerationOpExists TolerationOperator = "Exists"
	TolerationOpEqual  TolerationOperator = "Equal"
)

// TaintEffect is what a taint does to pods that do not tolerate it.
// Upstream: k8s.io/api/core/v1.TaintEffect.
type TaintEffect string

// The taint effects.
const (
	TaintEffectNoSchedule       TaintEffect = "NoSchedule"
	TaintEffectPreferNoSchedule TaintEffect = "PreferNoSchedule"
	TaintEffectNoExecute        TaintEffect = "NoExecute"
)

// PodStatus is the observed state of a pod; the package documentation
// lists the fields left out. Upstream: k8s.io/api/core/v1.PodStatus.
type PodStatus struct {
	// Phase sums up where the pod is in its life: Pending, Running,
	// Succeeded, Failed or Unknown. Read-only, set by the kubelet.
	Phase PodPhase `json:"phase,omitempty" protobuf:"bytes,1,opt,name=phase,casttype=PodPhase"`
	// Conditions report the pod's progress (PodScheduled, Initialized,
	// ContainersReady, Ready). Read-only, set by the kubelet and the
	// scheduler.
	// +listType=map
	// +listMapKey=type
	Conditions []PodCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,2,rep,name=conditions"`
	// Message explains, for humans, why the pod is in its current state.
	// Read-only.
	Message string `json:"message,omitempty" protobuf:"bytes,3,opt,name=message"`
	// Reason is a short CamelCase word saying why the pod is in its state,
	// such as Evicted. Read-only.
	Reason string `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	// NominatedNodeName is the node where the scheduler, having preempted
	// pods there, means to place this pod; it may still land elsewhere.
	// Read-only, set by the scheduler.
	NominatedNodeName string `json:"nominatedNodeName,omitempty" protobuf:"bytes,11,opt,name=nominatedNodeName"`
	// HostIP is the main IP address of the node the pod runs on. Read-only,
	// set by the kubelet.
	HostIP string `json:"hostIP,omitempty" protobuf:"bytes,5,opt,name=hostIP"`
	// HostIPs are the IP addresses of the pod's node, at most one per family,
	// the first equal to HostIP. Read-only, set by the kubelet.
	// +listType=atomic
	HostIPs []HostIP `json:"hostIPs,omitempty" protobuf:"bytes,16,rep,name=hostIPs" patchStrategy:"merge" patchMergeKey:"ip"`
	// PodIP is the pod's main IP address; empty until one is allocated.
	// Read-only, set by the kubelet.
	PodIP string `json:"podIP,omitempty" protobuf:"bytes,6,opt,name=podIP"`
	// PodIPs are the pod's IP addresses, at most one per family, the first
	// equal to PodIP. Read-only, set by the kubelet.
	// +listType=map
	// +listMapKey=ip
	PodIPs []PodIP `json:"podIPs,omitempty" protobuf:"bytes,12,rep,name=podIPs" patchStrategy:"merge" patchMergeKey:"ip"`
	// StartTime is when the kubelet accepted the pod, before any image was
	// pulled. Read-only.
	StartTime *metav1.Time `json:"startTime,omitempty" protobuf:"bytes,7,opt,name=startTime"`
	// InitContainerStatuses are the states of the init containers, one per
	// entry of spec.initContainers. Read-only, set by the kubelet.
	// +listType=atomic
	InitContainerStatuses []ContainerStatus `json:"initContainerStatuses,omitempty" protobuf:"bytes,10,rep,name=initContainerStatuses"`
	// ContainerStatuses are the states of the containers, one per entry of
	// spec.containers. Read-only, set by the kubelet.
	// +listType=atomic
	ContainerStatuses []ContainerStatus `json:"containerStatuses,omitempty" protobuf:"bytes,8,rep,name=containerStatuses"`
	// QOSClass is Guaranteed, Burstable or BestEffort, worked out from the
	// containers' requests and limits; it decides which pods are evicted
	// first. Read-only.
	QOSClass PodQOSClass `json:"qosClass,omitempty" protobuf:"bytes,9,rep,name=qosClass"`
	// Resize reports an in-place resize of the pod's resources: InProgress,
	// Deferred or Infeasible. Deprecated: pod conditions now report this.
	// Read-only. Still served, and carried so that protobuf bodies match
	// upstream's field for field.
	Resize PodResizeStatus `json:"resize,omitempty" protobuf:"bytes,14,opt,name=resize,casttype=PodResizeStatus"`
}

// PodResizeStatus is the state of an in-place resize. Deprecated upstream.
// Upstream: k8s.io/api/core/v1.PodResizeStatus.
type PodResizeStatus string

// The resize states.
const (
	PodResizeStatusInProgress PodResizeStatus = "InProgress"
	PodResizeStatusDeferred   PodResizeStatus = "Deferred"
	PodResizeStatusInfeasible PodResizeStatus = "Infeasible"
)

// PodPhase is where a pod is in its life.
// Upstream: k8s.io/api/core/v1.PodPhase.
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
// Upstream: k8s.io/api/core/v1.PodConditionType.
type PodConditionType string

// The pod conditions the kubelet and scheduler set.
const (
	PodScheduled    PodConditionType = "PodScheduled"
	PodReady        PodConditionType = "Ready"
	PodInitialized  PodConditionType = "Initialized"
	ContainersReady PodConditionType = "ContainersReady"
)

// ConditionStatus is True, False or Unknown.
// Upstream: k8s.io/api/core/v1.ConditionStatus.
type ConditionStatus string

// The condition statuses.
const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

// PodCondition is one condition of a pod.
// Upstream: k8s.io/api/core/v1.PodCondition.
type PodCondition struct {
	// Type names the condition, such as Ready or PodScheduled.
	Type PodConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=PodConditionType"`
	// Status is True, False or Unknown.
	Status ConditionStatus `json:"status" protobuf:"bytes,2,opt,name=status,casttype=ConditionStatus"`
	// LastProbeTime is when the condition was last checked.
	LastProbeTime metav1.Time `json:"lastProbeTime,omitempty" protobuf:"bytes,3,opt,name=lastProbeTime"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,4,opt,name=lastTransitionTime"`
	// Reason is a short CamelCase word saying why the condition last changed.
	Reason string `json:"reason,omitempty" protobuf:"bytes,5,opt,name=reason"`
	// Message explains the condition for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,6,opt,name=message"`
}

// HostIP is one IP address of the pod's node.
// Upstream: k8s.io/api/core/v1.HostIP.
type HostIP struct {
	// IP is an IP address of the node.
	IP string `json:"ip" protobuf:"bytes,1,opt,name=ip"`
}

// PodIP is one IP address of a pod. Upstream: k8s.io/api/core/v1.PodIP.
type PodIP struct {
	// IP is an IP address of the pod.
	IP string `json:"ip" protobuf:"bytes,1,opt,name=ip"`
}

// ContainerStatus is the observed state of one container.
// Upstream: k8s.io/api/core/v1.ContainerStatus.
type ContainerStatus struct {
	// Name is the container's name, as in the pod's spec.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// State is what the container is doing now: waiting, running or
	// terminated.
	State ContainerState `json:"state,omitempty" protobuf:"bytes,2,opt,name=state"`
	// LastTerminationState is how the container's previous run ended, if it
	// has been restarted.
	LastTerminationState ContainerState `json:"lastState,omitempty" protobuf:"bytes,3,opt,name=lastState"`
	// Ready says whether the container is ready to serve: running, and
	// passing its readiness probe if it has one.
	Ready bool `json:"ready" protobuf:"varint,4,opt,name=ready"`
	// RestartCount is how many times the container has been restarted.
	RestartCount int32 `json:"restartCount" protobuf:"varint,5,opt,name=restartCount"`
	// Image is the image the container runs, as the runtime names it; it may
	// differ from the spec's.
	Image string `json:"image" protobuf:"bytes,6,opt,name=image"`
	// ImageID is the ID of the image the container runs, often its digest.
	ImageID string `json:"imageID" protobuf:"bytes,7,opt,name=imageID"`
	// ContainerID is the runtime's ID of the container, as <runtime>://<id>.
	ContainerID string `json:"containerID,omitempty" protobuf:"bytes,8,opt,name=containerID"`
	// Started says whether the container has finished starting: its startup
	// probe has passed, or it has none and is running.
	Started *bool `json:"started,omitempty" protobuf:"varint,9,opt,name=started"`
}

// ContainerState is waiting, running or terminated; one member is set.
// Upstream: k8s.io/api/core/v1.ContainerState.
type ContainerState struct {
	// Waiting is set while the container has not started.
	Waiting *ContainerStateWaiting `json:"waiting,omitempty" protobuf:"bytes,1,opt,name=waiting"`
	// Running is set while the container runs.
	Running *ContainerStateRunning `json:"running,omitempty" protobuf:"bytes,2,opt,name=running"`
	// Terminated is set once the container has exited.
	Terminated *ContainerStateTerminated `json:"terminated,omitempty" protobuf:"bytes,3,opt,name=terminated"`
}

// ContainerStateWaiting says why a container has not started.
// Upstream: k8s.io/api/core/v1.ContainerStateWaiting.
type ContainerStateWaiting struct {
	// Reason is why the container is waiting, such as ContainerCreating or
	// CrashLoopBackOff.
	Reason string `json:"reason,omitempty" protobuf:"bytes,1,opt,name=reason"`
	// Message gives details, for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,2,opt,name=message"`
}

// ContainerStateRunning says since when a container runs.
// Upstream: k8s.io/api/core/v1.ContainerStateRunning.
type ContainerStateRunning struct {
	// StartedAt is when the container last started.
	StartedAt metav1.Time `json:"startedAt,omitempty" protobuf:"bytes,1,opt,name=startedAt"`
}

// ContainerStateTerminated says how a container ended.
// Upstream: k8s.io/api/core/v1.ContainerStateTerminated.
type ContainerStateTerminated struct {
	// ExitCode is the exit status of the container's last run.
	ExitCode int32 `json:"exitCode" protobuf:"varint,1,opt,name=exitCode"`
	// Signal is the signal that ended the container, if one did.
	Signal int32 `json:"signal,omitempty" protobuf:"varint,2,opt,name=signal"`
	// Reason is a short word saying why the container ended, such as
	// Completed, Error or OOMKilled.
	Reason string `json:"reason,omitempty" protobuf:"bytes,3,opt,name=reason"`
	// Message gives details, for humans; it holds the termination message, if
	// any.
	Message string `json:"message,omitempty" protobuf:"bytes,4,opt,name=message"`
	// StartedAt is when the run that ended began.
	StartedAt metav1.Time `json:"startedAt,omitempty" protobuf:"bytes,5,opt,name=startedAt"`
	// FinishedAt is when that run ended.
	FinishedAt metav1.Time `json:"finishedAt,omitempty" protobuf:"bytes,6,opt,name=finishedAt"`
	// ContainerID is the runtime's ID of the run that ended, as
	// <runtime>://<id>.
	ContainerID string `json:"containerID,omitempty" protobuf:"bytes,7,opt,name=containerID"`
}

// PodQOSClass is a pod's quality of service class.
// Upstream: k8s.io/api/core/v1.PodQOSClass.
type PodQOSClass string

// The QoS classes.
const (
	PodQOSGuaranteed PodQOSClass = "Guaranteed"
	PodQOSBurstable  PodQOSClass = "Burstable"
	PodQOSBestEffort PodQOSClass = "BestEffort"
)

// ---- ConfigMap and Secret ----

// ConfigMap holds configuration, as strings or bytes, for pods to
// consume. Upstream: k8s.io/api/core/v1.ConfigMap.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ConfigMap struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the config map's standard metadata: name, namespace,
	// labels, annotations and more.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Immutable, when true, forbids changing Data and BinaryData.
	Immutable *bool `json:"immutable,omitempty" protobuf:"varint,4,opt,name=immutable"`
	// Data holds UTF-8 values.
	// +k8s:protobuf-gen:intern=keys
	Data map[string]string `json:"data,omitempty" protobuf:"bytes,2,rep,name=data"`
	// BinaryData holds byte values, base64 in JSON.
	// +k8s:protobuf-gen:intern=keys
	BinaryData map[string][]byte `json:"binaryData,omitempty" protobuf:"bytes,3,rep,name=binaryData"`
}

// ConfigMapList is a list of config maps.
// Upstream: k8s.io/api/core/v1.ConfigMapList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ConfigMapList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the config maps.
	Items []ConfigMap `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// Secret holds sensitive data: passwords, tokens, keys.
// Upstream: k8s.io/api/core/v1.Secret.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Secret struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the secret's standard metadata: name, namespace, labels,
	// annotations and more.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Immutable, when true, forbids changing Data.
	Immutable *bool `json:"immutable,omitempty" protobuf:"varint,5,opt,name=immutable"`
	// Data holds the values, base64 in JSON.
	Data map[string][]byte `json:"data,omitempty" protobuf:"bytes,2,rep,name=data"`
	// StringData is a write-only convenience: its values are merged into
	// Data (winning over it) when the secret is decoded, and never read back.
	StringData map[string]string `json:"stringData,omitempty" protobuf:"bytes,4,rep,name=stringData"`
	// Type says what the secret holds, and so which keys it must have, such
	// as kubernetes.io/tls. Defaults to Opaque (any keys).
	Type SecretType `json:"type,omitempty" protobuf:"bytes,3,opt,name=type,casttype=SecretType"`
}

// SecretType says what a secret holds and which keys it must have.
// Upstream: k8s.io/api/core/v1.SecretType.
type SecretType string

// The secret types.
const (
	SecretTypeOpaque              SecretType = "Opaque"
	SecretTypeServiceAccountToken SecretType = "kubernetes.io/service-account-token"
	SecretTypeDockercfg           SecretType = "kubernetes.io/dockercfg"
	SecretTypeDockerConfigJson    SecretType = "kubernetes.io/dockerconfigjson"
	SecretTypeBasicAuth           SecretType = "kubernetes.io/basic-auth"
	SecretTypeSSHAuth             SecretType = "kubernetes.io/ssh-auth"
	SecretTypeTLS                 SecretType = "kubernetes.io/tls"
	SecretTypeBootstrapToken      SecretType = "bootstrap.kubernetes.io/token"
)

// SecretList is a list of secrets. Upstream: k8s.io/api/core/v1.SecretList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type SecretList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the secrets.
	Items []Secret `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ---- Service ----

// Service is a stable name and virtual IP in front of the pods its
// selector picks. Upstream: k8s.io/api/core/v1.Service.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Service struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the service's standard metadata: name, namespace, labels,
	// annotations and more. The name is also the service's DNS name.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired behaviour of the service.
	Spec ServiceSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the load balancer state, set by the cloud controller.
	Status ServiceStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// ServiceList is a list of services. Upstream: k8s.io/api/core/v1.ServiceList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ServiceList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the services.
	Items []Service `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ServiceSpec is the desired state of a service.
// Upstream: k8s.io/api/core/v1.ServiceSpec.
type ServiceSpec struct {
	// Ports are the ports the service exposes, each forwarded to a port of
	// the selected pods.
	// +listType=map
	// +listMapKey=port
	// +listMapKey=protocol
	Ports []ServicePort `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"port" protobuf:"bytes,1,rep,name=ports"`
	// Selector picks the pods behind the service by their labels. Without
	// one, endpoints are kept up by hand; ExternalName services ignore it.
	// +mapType=atomic
	Selector map[string]string `json:"selector,omitempty" protobuf:"bytes,2,rep,name=selector"`
	// ClusterIP is the service's virtual IP: allocated by the server when
	// empty, "None" for a headless service. It cannot be changed later,
	// except by turning the service into an ExternalName one.
	ClusterIP string `json:"clusterIP,omitempty" protobuf:"bytes,3,opt,name=clusterIP"`
	// ClusterIPs are the service's virtual IPs, at most one per IP family,
	// the first equal to ClusterIP.
	// +listType=atomic
	ClusterIPs []string `json:"clusterIPs,omitempty" protobuf:"bytes,18,opt,name=clusterIPs"`
	// Type says how far the service is exposed: ClusterIP (inside the
	// cluster), NodePort (also on a port of every node), LoadBalancer (also
	// through an external load balancer) or ExternalName (a DNS alias).
	// Defaults to ClusterIP.
	Type ServiceType `json:"type,omitempty" protobuf:"bytes,4,opt,name=type,casttype=ServiceType"`
	// ExternalIPs are extra addresses, not managed by Kubernetes, at which
	// the nodes also accept the service's traffic.
	// +listType=atomic
	ExternalIPs []string `json:"externalIPs,omitempty" protobuf:"bytes,5,rep,name=externalIPs"`
	// SessionAffinity is None, or ClientIP to send every connection of one
	// client to the same pod. Defaults to None.
	SessionAffinity ServiceAffinity `json:"sessionAffinity,omitempty" protobuf:"bytes,7,opt,name=sessionAffinity,casttype=ServiceAffinity"`
	// LoadBalancerIP asks the load balancer for this address. Deprecated: its
	// meaning varies between implementations.
	LoadBalancerIP string `json:"loadBalancerIP,omitempty" protobuf:"bytes,8,opt,name=loadBalancerIP"`
	// LoadBalancerSourceRanges are the client CIDRs a load balancer admits,
	// where the implementation supports it.
	// +listType=atomic
	LoadBalancerSourceRanges []string `json:"loadBalancerSourceRanges,omitempty" protobuf:"bytes,9,opt,name=loadBalancerSourceRanges"`
	// ExternalName is the DNS name an ExternalName service is an alias (a
	// CNAME record) for.
	ExternalName string `json:"externalName,omitempty" protobuf:"bytes,10,opt,name=externalName"`
	// ExternalTrafficPolicy is Cluster (a node forwards outside traffic to
	// any ready pod) or Local (only to pods on that node, which keeps the
	// client's address). Defaults to Cluster for services reachable from
	// outside.
	ExternalTrafficPolicy ServiceExternalTrafficPolicy `json:"externalTrafficPolicy,omitempty" protobuf:"bytes,11,opt,name=externalTrafficPolicy"`
	// HealthCheckNodePort is the node port load balancers probe to find the
	// nodes that have pods of the service, for a LoadBalancer service with
	// the Local external traffic policy. Allocated when empty.
	HealthCheckNodePort int32 `json:"healthCheckNodePort,omitempty" protobuf:"bytes,12,opt,name=healthCheckNodePort"`
	// PublishNotReadyAddresses lists the pods in the service's endpoints and
	// DNS records even while they are not ready.
	PublishNotReadyAddresses bool `json:"publishNotReadyAddresses,omitempty" protobuf:"varint,13,opt,name=publishNotReadyAddresses"`
	// SessionAffinityConfig tunes session affinity. With ClientIP affinity
	// its timeout defaults to 10800 seconds (three hours); with None it is
	// cleared.
	SessionAffinityConfig *SessionAffinityConfig `json:"sessionAffinityConfig,omitempty" protobuf:"bytes,14,opt,name=sessionAffinityConfig"`
	// IPFamilies are the IP families (IPv4, IPv6) of the service's cluster
	// IPs, in order; the server chooses them when empty.
	// +listType=atomic
	IPFamilies []IPFamily `json:"ipFamilies,omitempty" protobuf:"bytes,19,opt,name=ipFamilies,casttype=IPFamily"`
	// IPFamilyPolicy says how many IP families the service gets: SingleStack,
	// PreferDualStack or RequireDualStack.
	IPFamilyPolicy *IPFamilyPolicy `json:"ipFamilyPolicy,omitempty" protobuf:"bytes,17,opt,name=ipFamilyPolicy,casttype=IPFamilyPolicy"`
	// AllocateLoadBalancerNodePorts says whether a LoadBalancer service gets
	// node ports; turn it off for load balancers that reach pods directly.
	// Defaults to true for LoadBalancer services.
	AllocateLoadBalancerNodePorts *bool `json:"allocateLoadBalancerNodePorts,omitempty" protobuf:"bytes,20,opt,name=allocateLoadBalancerNodePorts"`
	// LoadBalancerClass names the load balancer implementation to use instead
	// of the cluster's default; it cannot change once set.
	LoadBalancerClass *string `json:"loadBalancerClass,omitempty" protobuf:"bytes,21,opt,name=loadBalancerClass"`
	// InternalTrafficPolicy is Cluster (traffic from inside the cluster goes
	// to any ready pod) or Local (only to pods on the sending node). Defaults
	// to Cluster for ClusterIP, NodePort and LoadBalancer services.
	InternalTrafficPolicy *ServiceInternalTrafficPolicy `json:"internalTrafficPolicy,omitempty" protobuf:"bytes,22,opt,name=internalTrafficPolicy"`
	// TrafficDistribution is a preference for how traffic is spread over the
	// endpoints, such as PreferClose (topologically near ones first).
	TrafficDistribution *string `json:"trafficDistribution,omitempty" protobuf:"bytes,23,opt,name=trafficDistribution"`
}

// ServicePort is one port a service exposes.
// Upstream: k8s.io/api/core/v1.ServicePort.
type ServicePort struct {
	// Name names the port; it is required, and must be unique, when the
	// service has more than one port.
	Name string `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	// Protocol is TCP, UDP or SCTP. Defaults to TCP.
	// +default="TCP"
	Protocol Protocol `json:"protocol,omitempty" protobuf:"bytes,2,opt,name=protocol,casttype=Protocol"`
	// AppProtocol is the application protocol spoken on the port, such as
	// http or kubernetes.io/h2c: a hint for proxies and load balancers.
	AppProtocol *string `json:"appProtocol,omitempty" protobuf:"bytes,6,opt,name=appProtocol"`
	// Port is the port the service listens on.
	Port int32 `json:"port" protobuf:"varint,3,opt,name=port"`
	// TargetPort is the pod port traffic is sent to: a number, or the name of
	// a container port. Defaults to Port.
	TargetPort intstr.IntOrString `json:"targetPort,omitempty" protobuf:"bytes,4,opt,name=targetPort"`
	// NodePort is the port on every node that forwards to the service, for
	// NodePort and LoadBalancer services; allocated when empty.
	NodePort int32 `json:"nodePort,omitempty" protobuf:"varint,5,opt,name=nodePort"`
}

// ServiceType is how a service is exposed.
// Upstream: k8s.io/api/core/v1.ServiceType.
type ServiceType string

// The service types.
const (
	ServiceTypeClusterIP    ServiceType = "ClusterIP"
	ServiceTypeNodePort     ServiceType = "NodePort"
	ServiceTypeLoadBalancer ServiceType = "LoadBalancer"
	ServiceTypeExternalName ServiceType = "ExternalName"
)

// ServiceAffinity is None or ClientIP.
// Upstream: k8s.io/api/core/v1.ServiceAffinity.
type ServiceAffinity string

// The session affinities.
const (
	ServiceAffinityClientIP ServiceAffinity = "ClientIP"
	ServiceAffinityNone     ServiceAffinity = "None"
)

// DefaultClientIPServiceAffinitySeconds is the default ClientIP affinity
// timeout, three hours.
// Upstream: k8s.io/api/core/v1.DefaultClientIPServiceAffinitySeconds.
const DefaultClientIPServiceAffinitySeconds int32 = 10800

// SessionAffinityConfig tunes session affinity.
// Upstream: k8s.io/api/core/v1.SessionAffinityConfig.
type SessionAffinityConfig struct {
	// ClientIP tunes ClientIP affinity.
	ClientIP *ClientIPConfig `json:"clientIP,omitempty" protobuf:"bytes,1,opt,name=clientIP"`
}

// ClientIPConfig tunes ClientIP affinity.
// Upstream: k8s.io/api/core/v1.ClientIPConfig.
type ClientIPConfig struct {
	// TimeoutSeconds is how long a client keeps going to the same pod, from 1
	// to 86400 seconds. Defaults to 10800 (three hours).
	TimeoutSeconds *int32 `json:"timeoutSeconds,omitempty" protobuf:"varint,1,opt,name=timeoutSeconds"`
}

// ServiceExternalTrafficPolicy is Cluster or Local.
// Upstream: k8s.io/api/core/v1.ServiceExternalTrafficPolicy.
type ServiceExternalTrafficPolicy string

// The external traffic policies.
const (
	ServiceExternalTrafficPolicyCluster ServiceExternalTrafficPolicy = "Cluster"
	ServiceExternalTrafficPolicyLocal   ServiceExternalTrafficPolicy = "Local"
)

// ServiceInternalTrafficPolicy is Cluster or Local.
// Upstream: k8s.io/api/core/v1.ServiceInternalTrafficPolicy.
type ServiceInternalTrafficPolicy string

// The internal traffic policies.
const (
	ServiceInternalTrafficPolicyCluster ServiceInternalTrafficPolicy = "Cluster"
	ServiceInternalTrafficPolicyLocal   ServiceInternalTrafficPolicy = "Local"
)

// IPFamily is IPv4 or IPv6. Upstream: k8s.io/api/core/v1.IPFamily.
type IPFamily string

// The IP families.
const (
	IPv4Protocol IPFamily = "IPv4"
	IPv6Protocol IPFamily = "IPv6"
)

// IPFamilyPolicy says how many IP families a service gets.
// Upstream: k8s.io/api/core/v1.IPFamilyPolicy.
type IPFamilyPolicy string

// The IP family policies.
const (
	IPFamilyPolicySingleStack      IPFamilyPolicy = "SingleStack"
	IPFamilyPolicyPreferDualStack  IPFamilyPolicy = "PreferDualStack"
	IPFamilyPolicyRequireDualStack IPFamilyPolicy = "RequireDualStack"
)

// ServiceStatus is the observed state of a service.
// Upstream: k8s.io/api/core/v1.ServiceStatus.
type ServiceStatus struct {
	// LoadBalancer is the state of the service's load balancer, if it has
	// one. Read-only, set by the load balancer's controller.
	LoadBalancer LoadBalancerStatus `json:"loadBalancer,omitempty" protobuf:"bytes,1,opt,name=loadBalancer"`
	// Conditions report the service's state. Read-only.
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,2,rep,name=conditions"`
}

// LoadBalancerStatus lists a load balancer's ingress points.
// Upstream: k8s.io/api/core/v1.LoadBalancerStatus.
type LoadBalancerStatus struct {
	// Ingress lists the load balancer's addresses.
	// +listType=atomic
	Ingress []LoadBalancerIngress `json:"ingress,omitempty" protobuf:"bytes,1,rep,name=ingress"`
}

// LoadBalancerIngress is one ingress point of a load balancer.
// Upstream: k8s.io/api/core/v1.LoadBalancerIngress.
type LoadBalancerIngress struct {
	// IP is the load balancer's IP address, where it has one.
	IP string `json:"ip,omitempty" protobuf:"bytes,1,opt,name=ip"`
	// Hostname is the load balancer's DNS name, where it has one instead of
	// an IP.
	Hostname string `json:"hostname,omitempty" protobuf:"bytes,2,opt,name=hostname"`
	// IPMode says how traffic arrives: VIP (addressed to the load balancer's
	// IP) or Proxy (addressed to the node or pod, having passed through a
	// proxy). Defaults to VIP when IP is set.
	IPMode *LoadBalancerIPMode `json:"ipMode,omitempty" protobuf:"bytes,3,opt,name=ipMode"`
	// Ports report the state of each service port at this address.
	// +listType=atomic
	Ports []PortStatus `json:"ports,omitempty" protobuf:"bytes,4,rep,name=ports"`
}

// LoadBalancerIPMode is VIP or Proxy.
// Upstream: k8s.io/api/core/v1.LoadBalancerIPMode.
type LoadBalancerIPMode string

// The load balancer IP modes.
const (
	LoadBalancerIPModeVIP   LoadBalancerIPMode = "VIP"
	LoadBalancerIPModeProxy LoadBalancerIPMode = "Proxy"
)

// PortStatus is the state of one load balancer port.
// Upstream: k8s.io/api/core/v1.PortStatus.
type PortStatus struct {
	// Port is the service port's number.
	Port int32 `json:"port" protobuf:"varint,1,opt,name=port"`
	// Protocol is the port's protocol: TCP, UDP or SCTP.
	Protocol Protocol `json:"protocol" protobuf:"bytes,2,opt,name=protocol,casttype=Protocol"`
	// Error, when set, says why the port is not served, as a CamelCase
	// reason.
	Error *string `json:"error,omitempty" protobuf:"bytes,3,opt,name=error"`
}

// ---- ServiceAccount, Endpoints, Event ----

// ServiceAccount is an identity for processes that run in pods.
// Upstream: k8s.io/api/core/v1.ServiceAccount.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ServiceAccount struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the service account's standard metadata: name, namespace,
	// labels, annotations and more.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Secrets lists secrets pods of this account may use (legacy).
	// +listType=map
	// +listMapKey=name
	Secrets []ObjectReference `json:"secrets,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,2,rep,name=secrets"`
	// ImagePullSecrets are added to pods that use the account.
	// +listType=atomic
	ImagePullSecrets []LocalObjectReference `json:"imagePullSecrets,omitempty" protobuf:"bytes,3,rep,name=imagePullSecrets"`
	// AutomountServiceAccountToken says whether pods get a token mounted.
	AutomountServiceAccountToken *bool `json:"automountServiceAccountToken,omitempty" protobuf:"varint,4,opt,name=automountServiceAccountToken"`
}

// ServiceAccountList is a list of service accounts.
// Upstream: k8s.io/api/core/v1.ServiceAccountList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ServiceAccountList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the service accounts.
	Items []ServiceAccount `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ObjectReference points at any object, in any namespace.
// Upstream: k8s.io/api/core/v1.ObjectReference.
//
// +structType=atomic
type ObjectReference struct {
	// Kind is the kind of the object referred to.
	Kind string `json:"kind,omitempty" protobuf:"bytes,1,opt,name=kind"`
	// Namespace is the namespace of the object referred to.
	Namespace string `json:"namespace,omitempty" protobuf:"bytes,2,opt,name=namespace"`
	// Name is the name of the object referred to.
	Name string `json:"name,omitempty" protobuf:"bytes,3,opt,name=name"`
	// UID is the UID of the object referred to.
	UID metav1.UID `json:"uid,omitempty" protobuf:"bytes,4,opt,name=uid,casttype=k8s.io/apimachinery/pkg/types.UID"`
	// APIVersion is the API version of the object referred to.
	APIVersion string `json:"apiVersion,omitempty" protobuf:"bytes,5,opt,name=apiVersion"`
	// ResourceVersion is the object's resource version when the reference was
	// made, where that matters.
	ResourceVersion string `json:"resourceVersion,omitempty" protobuf:"bytes,6,opt,name=resourceVersion"`
	// FieldPath, when set, points into the object rather than at all of it,
	// such as spec.containers{web} for one container of a pod.
	FieldPath string `json:"fieldPath,omitempty" protobuf:"bytes,7,opt,name=fieldPath"`
}

// Endpoints lists the addresses behind a service; the endpoints controller
// keeps it in step with the service's pods.
// Upstream: k8s.io/api/core/v1.Endpoints.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Endpoints struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard metadata; the name is that of the service
	// the endpoints belong to.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Subsets group addresses by the ports they share.
	// +listType=atomic
	Subsets []EndpointSubset `json:"subsets,omitempty" protobuf:"bytes,2,rep,name=subsets"`
}

// EndpointSubset is a set of addresses that share a set of ports.
// Upstream: k8s.io/api/core/v1.EndpointSubset.
type EndpointSubset struct {
	// Addresses are the ready addresses, which receive traffic.
	// +listType=atomic
	Addresses []EndpointAddress `json:"addresses,omitempty" protobuf:"bytes,1,rep,name=addresses"`
	// NotReadyAddresses are addresses that are not ready, or no longer: they
	// receive no traffic.
	// +listType=atomic
	NotReadyAddresses []EndpointAddress `json:"notReadyAddresses,omitempty" protobuf:"bytes,2,rep,name=notReadyAddresses"`
	// Ports are the ports every address of the subset serves.
	// +listType=atomic
	Ports []EndpointPort `json:"ports,omitempty" protobuf:"bytes,3,rep,name=ports"`
}

// EndpointAddress is one address of an endpoint.
// Upstream: k8s.io/api/core/v1.EndpointAddress.
//
// +structType=atomic
type EndpointAddress struct {
	// IP is the endpoint's IP address.
	IP string `json:"ip" protobuf:"bytes,1,opt,name=ip"`
	// Hostname is the endpoint's host name, used in its DNS record.
	Hostname string `json:"hostname,omitempty" protobuf:"bytes,3,opt,name=hostname"`
	// NodeName is the node the endpoint runs on.
	NodeName *string `json:"nodeName,omitempty" protobuf:"bytes,4,opt,name=nodeName"`
	// TargetRef is the object behind the endpoint, usually a pod.
	TargetRef *ObjectReference `json:"targetRef,omitempty" protobuf:"bytes,2,opt,name=targetRef"`
}

// EndpointPort is one port of an endpoint subset.
// Upstream: k8s.io/api/core/v1.EndpointPort.
//
// +structType=atomic
type EndpointPort struct {
	// Name is the name of the service port this is; it may be empty when
	// there is only one.
	Name string `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	// Port is the port number.
	Port int32 `json:"port" protobuf:"varint,2,opt,name=port"`
	// Protocol is TCP, UDP or SCTP. Defaults to TCP.
	Protocol Protocol `json:"protocol,omitempty" protobuf:"bytes,3,opt,name=protocol,casttype=Protocol"`
	// AppProtocol is the application protocol spoken on the port, as in the
	// service port.
	AppProtocol *string `json:"appProtocol,omitempty" protobuf:"bytes,4,opt,name=appProtocol"`
}

// EndpointsList is a list of endpoints.
// Upstream: k8s.io/api/core/v1.EndpointsList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type EndpointsList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the endpoints objects.
	Items []Endpoints `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// Event reports something that happened to an object. This is the core/v1
// form kubectl describe shows; events.k8s.io/v1 is the newer one.
// Upstream: k8s.io/api/core/v1.Event.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Event struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the event's standard metadata. Unlike other kinds, it is
	// written even when empty (no omitempty), as upstream does.
	metav1.ObjectMeta `json:"metadata" protobuf:"bytes,1,opt,name=metadata"`

	// InvolvedObject is the object the event is about.
	InvolvedObject ObjectReference `json:"involvedObject" protobuf:"bytes,2,opt,name=involvedObject"`
	// Reason is a short CamelCase word for what happened, such as
	// FailedScheduling.
	Reason string `json:"reason,omitempty" protobuf:"bytes,3,opt,name=reason"`
	// Message says what happened, for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,4,opt,name=message"`
	// Source is the component, and host, that reported the event; older
	// reporters fill it in, newer ones ReportingController.
	Source EventSource `json:"source,omitempty" protobuf:"bytes,5,opt,name=source"`
	// FirstTimestamp is when the event was first seen.
	FirstTimestamp metav1.Time `json:"firstTimestamp,omitempty" protobuf:"bytes,6,opt,name=firstTimestamp"`
	// LastTimestamp is when the event was last seen.
	LastTimestamp metav1.Time `json:"lastTimestamp,omitempty" protobuf:"bytes,7,opt,name=lastTimestamp"`
	// Count is how many times the event has been seen.
	Count int32 `json:"count,omitempty" protobuf:"varint,8,opt,name=count"`
	// Type is Normal or Warning.
	Type string `json:"type,omitempty" protobuf:"bytes,9,opt,name=type"`
	// EventTime is when the event first happened, to the microsecond.
	EventTime metav1.MicroTime `json:"eventTime,omitempty" protobuf:"bytes,10,opt,name=eventTime"`
	// Series, when set, counts the repeats of the event, as newer reporters
	// do.
	Series *EventSeries `json:"series,omitempty" protobuf:"bytes,11,opt,name=series"`
	// Action is what the reporter did, or failed to do, such as Binding.
	Action string `json:"action,omitempty" protobuf:"bytes,12,opt,name=action"`
	// Related is a second object the event involves, if any.
	Related *ObjectReference `json:"related,omitempty" protobuf:"bytes,13,opt,name=related"`
	// ReportingController names the controller that reported the event, such
	// as kubelet. It is sent as reportingComponent, as upstream does.
	ReportingController string `json:"reportingComponent" protobuf:"bytes,14,opt,name=reportingComponent"`
	// ReportingInstance says which instance of that controller reported the
	// event, such as the kubelet's node name.
	ReportingInstance string `json:"reportingInstance" protobuf:"bytes,15,opt,name=reportingInstance"`
}

// The event types.
const (
	EventTypeNormal  string = "Normal"
	EventTypeWarning string = "Warning"
)

// EventSource is the component that reported an event.
// Upstream: k8s.io/api/core/v1.EventSource.
type EventSource struct {
	// Component is the component that reported the event, such as kubelet.
	Component string `json:"component,omitempty" protobuf:"bytes,1,opt,name=component"`
	// Host is the node the component runs on.
	Host string `json:"host,omitempty" protobuf:"bytes,2,opt,name=host"`
}

// EventSeries counts repeats of an event. (Upstream's protobuf tags here
// lack "opt"; kept as they are.) Upstream: k8s.io/api/core/v1.EventSeries.
type EventSeries struct {
	// Count is how many times the event has happened in the series.
	Count int32 `json:"count,omitempty" protobuf:"varint,1,name=count"`
	// LastObservedTime is when the series' latest occurrence was seen.
	LastObservedTime metav1.MicroTime `json:"lastObservedTime,omitempty" protobuf:"bytes,2,name=lastObservedTime"`
}

// EventList is a list of events. Upstream: k8s.io/api/core/v1.EventList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type EventList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the events.
	Items []Event `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ---- LimitRange and ResourceQuota ----

// LimitRange bounds, and defaults, the resources of each pod, container
// or claim in its namespace. Upstream: k8s.io/api/core/v1.LimitRange.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type LimitRange struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the limit range's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec holds the limits.
	Spec LimitRangeSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
}

// LimitRangeSpec lists the limits. Upstream: k8s.io/api/core/v1.LimitRangeSpec.
type LimitRangeSpec struct {
	// Limits are the limits, one per kind of object (or several).
	// +listType=atomic
	Limits []LimitRangeItem `json:"limits" protobuf:"bytes,1,rep,name=limits"`
}

// LimitType is the kind of object a LimitRangeItem applies to.
// Upstream: k8s.io/api/core/v1.LimitType.
type LimitType string

// The limit types.
const (
	LimitTypePod                   LimitType = "Pod"
	LimitTypeContainer             LimitType = "Container"
	LimitTypePersistentVolumeClaim LimitType = "PersistentVolumeClaim"
)

// LimitRangeItem bounds one kind of object.
// Upstream: k8s.io/api/core/v1.LimitRangeItem.
type LimitRangeItem struct {
	// Type is the kind of object limited: Pod, Container or
	// PersistentVolumeClaim.
	Type LimitType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=LimitType"`
	// Max is the most of each resource one object may ask for.
	Max ResourceList `json:"max,omitempty" protobuf:"bytes,2,rep,name=max,casttype=ResourceList,castkey=ResourceName"`
	// Min is the least of each resource one object must ask for.
	Min ResourceList `json:"min,omitempty" protobuf:"bytes,3,rep,name=min,casttype=ResourceList,castkey=ResourceName"`
	// Default is the limit a container gets when it sets none. For
	// Container items it defaults to Max.
	Default ResourceList `json:"default,omitempty" protobuf:"bytes,4,rep,name=default,casttype=ResourceList,castkey=ResourceName"`
	// DefaultRequest is the request a container gets when it sets none. For
	// Container items it defaults to Default, then to Min.
	DefaultRequest ResourceList `json:"defaultRequest,omitempty" protobuf:"bytes,5,rep,name=defaultRequest,casttype=ResourceList,castkey=ResourceName"`
	// MaxLimitRequestRatio caps limit/request per resource: the burst an
	// object may have.
	MaxLimitRequestRatio ResourceList `json:"maxLimitRequestRatio,omitempty" protobuf:"bytes,6,rep,name=maxLimitRequestRatio,casttype=ResourceList,castkey=ResourceName"`
}

// LimitRangeList is a list of limit ranges.
// Upstream: k8s.io/api/core/v1.LimitRangeList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type LimitRangeList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the limit ranges.
	Items []LimitRange `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ResourceQuota caps what the objects of its namespace may add up to.
// Upstream: k8s.io/api/core/v1.ResourceQuota.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceQuota struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the quota's standard metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is the desired hard limits.
	Spec ResourceQuotaSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the enforced limits and the current use, written through
	// the status subresource.
	Status ResourceQuotaStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// ResourceQuotaSpec is the hard limits and which objects they count.
// Upstream: k8s.io/api/core/v1.ResourceQuotaSpec.
type ResourceQuotaSpec struct {
	// Hard is the limit per resource name.
	Hard ResourceList `json:"hard,omitempty" protobuf:"bytes,1,rep,name=hard,casttype=ResourceList,castkey=ResourceName"`
	// Scopes filter the objects counted; all must match.
	// +listType=atomic
	Scopes []ResourceQuotaScope `json:"scopes,omitempty" protobuf:"bytes,2,rep,name=scopes,casttype=ResourceQuotaScope"`
	// ScopeSelector filters as Scopes do, with operators and values.
	ScopeSelector *ScopeSelector `json:"scopeSelector,omitempty" protobuf:"bytes,3,opt,name=scopeSelector"`
}

// ResourceQuotaScope filters the objects a quota counts.
// Upstream: k8s.io/api/core/v1.ResourceQuotaScope.
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
// Upstream: k8s.io/api/core/v1.ScopeSelector.
//
// +structType=atomic
type ScopeSelector struct {
	// MatchExpressions are the requirements.
	// +listType=atomic
	MatchExpressions []ScopedResourceSelectorRequirement `json:"matchExpressions,omitempty" protobuf:"bytes,1,rep,name=matchExpressions"`
}

// ScopedResourceSelectorRequirement relates a scope to values.
// Upstream: k8s.io/api/core/v1.ScopedResourceSelectorRequirement.
type ScopedResourceSelectorRequirement struct {
	// ScopeName is the scope.
	ScopeName ResourceQuotaScope `json:"scopeName" protobuf:"bytes,1,opt,name=scopeName"`
	// Operator is In, NotIn, Exists or DoesNotExist.
	Operator ScopeSelectorOperator `json:"operator" protobuf:"bytes,2,opt,name=operator,casttype=ScopedResourceSelectorOperator"`
	// Values must be non-empty for In and NotIn, empty otherwise.
	// +listType=atomic
	Values []string `json:"values,omitempty" protobuf:"bytes,3,rep,name=values"`
}

// ScopeSelectorOperator relates a scope to a set of values.
// Upstream: k8s.io/api/core/v1.ScopeSelectorOperator.
type ScopeSelectorOperator string

// The scope selector operators.
const (
	ScopeSelectorOpIn           ScopeSelectorOperator = "In"
	ScopeSelectorOpNotIn        ScopeSelectorOperator = "NotIn"
	ScopeSelectorOpExists       ScopeSelectorOperator = "Exists"
	ScopeSelectorOpDoesNotExist ScopeSelectorOperator = "DoesNotExist"
)

// ResourceQuotaStatus is the enforced hard limits and the observed use.
// Upstream: k8s.io/api/core/v1.ResourceQuotaStatus.
type ResourceQuotaStatus struct {
	// Hard is the limits being enforced.
	Hard ResourceList `json:"hard,omitempty" protobuf:"bytes,1,rep,name=hard,casttype=ResourceList,castkey=ResourceName"`
	// Used is the current use per resource name.
	Used ResourceList `json:"used,omitempty" protobuf:"bytes,2,rep,name=used,casttype=ResourceList,castkey=ResourceName"`
}

// ResourceQuotaList is a list of resource quotas.
// Upstream: k8s.io/api/core/v1.ResourceQuotaList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ResourceQuotaList struct {
	// TypeMeta gives the kind and apiVersion.
	metav1.TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the quotas.
	Items []ResourceQuota `json:"items" protobuf:"bytes,2,rep,name=items"`
}
