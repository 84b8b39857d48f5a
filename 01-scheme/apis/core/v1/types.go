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
type Namespace struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec lists the namespace's finalizers.
	Spec NamespaceSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the namespace's phase, set by the server.
	Status NamespaceStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// NamespaceSpec lists the finalizers that must finish before a namespace
// is removed. Upstream: k8s.io/api/core/v1.NamespaceSpec.
type NamespaceSpec struct {
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
	Phase      NamespacePhase       `json:"phase,omitempty" protobuf:"bytes,1,opt,name=phase,casttype=NamespacePhase"`
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
	Type               NamespaceConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=NamespaceConditionType"`
	Status             ConditionStatus        `json:"status" protobuf:"bytes,2,opt,name=status,casttype=ConditionStatus"`
	LastTransitionTime metav1.Time            `json:"lastTransitionTime,omitempty" protobuf:"bytes,4,opt,name=lastTransitionTime"`
	Reason             string                 `json:"reason,omitempty" protobuf:"bytes,5,opt,name=reason"`
	Message            string                 `json:"message,omitempty" protobuf:"bytes,6,opt,name=message"`
}

// NamespaceList is a list of namespaces.
// Upstream: k8s.io/api/core/v1.NamespaceList.
type NamespaceList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []Namespace `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ---- Pod ----

// Pod is a group of containers that share a network namespace and volumes
// and are scheduled together onto one node.
// Upstream: k8s.io/api/core/v1.Pod.
type Pod struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired state, written by users and controllers.
	Spec PodSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, written by the kubelet and scheduler.
	Status PodStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// PodList is a list of pods. Upstream: k8s.io/api/core/v1.PodList.
type PodList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []Pod `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// PodTemplateSpec is the pod a controller creates copies of.
// Upstream: k8s.io/api/core/v1.PodTemplateSpec.
type PodTemplateSpec struct {
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Spec              PodSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
}

// PodSpec is the desired state of a pod; the package documentation lists
// the fields left out. Upstream: k8s.io/api/core/v1.PodSpec.
type PodSpec struct {
	Volumes                       []Volume          `json:"volumes,omitempty" patchStrategy:"merge,retainKeys" patchMergeKey:"name" protobuf:"bytes,1,rep,name=volumes"`
	InitContainers                []Container       `json:"initContainers,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,20,rep,name=initContainers"`
	Containers                    []Container       `json:"containers" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,2,rep,name=containers"`
	RestartPolicy                 RestartPolicy     `json:"restartPolicy,omitempty" protobuf:"bytes,3,opt,name=restartPolicy,casttype=RestartPolicy"`
	TerminationGracePeriodSeconds *int64            `json:"terminationGracePeriodSeconds,omitempty" protobuf:"varint,4,opt,name=terminationGracePeriodSeconds"`
	ActiveDeadlineSeconds         *int64            `json:"activeDeadlineSeconds,omitempty" protobuf:"varint,5,opt,name=activeDeadlineSeconds"`
	DNSPolicy                     DNSPolicy         `json:"dnsPolicy,omitempty" protobuf:"bytes,6,opt,name=dnsPolicy,casttype=DNSPolicy"`
	NodeSelector                  map[string]string `json:"nodeSelector,omitempty" protobuf:"bytes,7,rep,name=nodeSelector"`
	ServiceAccountName            string            `json:"serviceAccountName,omitempty" protobuf:"bytes,8,opt,name=serviceAccountName"`
	// DeprecatedServiceAccount is the old name of ServiceAccountName.
	DeprecatedServiceAccount     string                 `json:"serviceAccount,omitempty" protobuf:"bytes,9,opt,name=serviceAccount"`
	AutomountServiceAccountToken *bool                  `json:"automountServiceAccountToken,omitempty" protobuf:"varint,21,opt,name=automountServiceAccountToken"`
	NodeName                     string                 `json:"nodeName,omitempty" protobuf:"bytes,10,opt,name=nodeName"`
	HostNetwork                  bool                   `json:"hostNetwork,omitempty" protobuf:"varint,11,opt,name=hostNetwork"`
	HostPID                      bool                   `json:"hostPID,omitempty" protobuf:"varint,12,opt,name=hostPID"`
	HostIPC                      bool                   `json:"hostIPC,omitempty" protobuf:"varint,13,opt,name=hostIPC"`
	SecurityContext              *PodSecurityContext    `json:"securityContext,omitempty" protobuf:"bytes,14,opt,name=securityContext"`
	ImagePullSecrets             []LocalObjectReference `json:"imagePullSecrets,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,15,rep,name=imagePullSecrets"`
	Hostname                     string                 `json:"hostname,omitempty" protobuf:"bytes,16,opt,name=hostname"`
	Subdomain                    string                 `json:"subdomain,omitempty" protobuf:"bytes,17,opt,name=subdomain"`
	SchedulerName                string                 `json:"schedulerName,omitempty" protobuf:"bytes,19,opt,name=schedulerName"`
	Tolerations                  []Toleration           `json:"tolerations,omitempty" protobuf:"bytes,22,opt,name=tolerations"`
	PriorityClassName            string                 `json:"priorityClassName,omitempty" protobuf:"bytes,24,opt,name=priorityClassName"`
	Priority                     *int32                 `json:"priority,omitempty" protobuf:"bytes,25,opt,name=priority"`
	EnableServiceLinks           *bool                  `json:"enableServiceLinks,omitempty" protobuf:"varint,30,opt,name=enableServiceLinks"`
}

// PodSecurityContext holds pod-wide security settings.
// Upstream: k8s.io/api/core/v1.PodSecurityContext.
type PodSecurityContext struct {
	RunAsUser          *int64  `json:"runAsUser,omitempty" protobuf:"varint,2,opt,name=runAsUser"`
	RunAsGroup         *int64  `json:"runAsGroup,omitempty" protobuf:"varint,6,opt,name=runAsGroup"`
	RunAsNonRoot       *bool   `json:"runAsNonRoot,omitempty" protobuf:"varint,3,opt,name=runAsNonRoot"`
	SupplementalGroups []int64 `json:"supplementalGroups,omitempty" protobuf:"varint,4,rep,name=supplementalGroups"`
	FSGroup            *int64  `json:"fsGroup,omitempty" protobuf:"varint,5,opt,name=fsGroup"`
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
	Name         string `json:"name" protobuf:"bytes,1,opt,name=name"`
	VolumeSource `json:",inline" protobuf:"bytes,2,opt,name=volumeSource"`
}

// VolumeSource says where a volume comes from; exactly one member is set.
// Upstream: k8s.io/api/core/v1.VolumeSource.
type VolumeSource struct {
	HostPath  *HostPathVolumeSource  `json:"hostPath,omitempty" protobuf:"bytes,1,opt,name=hostPath"`
	EmptyDir  *EmptyDirVolumeSource  `json:"emptyDir,omitempty" protobuf:"bytes,2,opt,name=emptyDir"`
	Secret    *SecretVolumeSource    `json:"secret,omitempty" protobuf:"bytes,6,opt,name=secret"`
	ConfigMap *ConfigMapVolumeSource `json:"configMap,omitempty" protobuf:"bytes,19,opt,name=configMap"`
}

// HostPathVolumeSource mounts a path of the node.
// Upstream: k8s.io/api/core/v1.HostPathVolumeSource.
type HostPathVolumeSource struct {
	Path string        `json:"path" protobuf:"bytes,1,opt,name=path"`
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
	Medium    StorageMedium      `json:"medium,omitempty" protobuf:"bytes,1,opt,name=medium,casttype=StorageMedium"`
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
	SecretName  string      `json:"secretName,omitempty" protobuf:"bytes,1,opt,name=secretName"`
	Items       []KeyToPath `json:"items,omitempty" protobuf:"bytes,2,rep,name=items"`
	DefaultMode *int32      `json:"defaultMode,omitempty" protobuf:"bytes,3,opt,name=defaultMode"`
	Optional    *bool       `json:"optional,omitempty" protobuf:"varint,4,opt,name=optional"`
}

// SecretVolumeSourceDefaultMode is the file mode of projected secret keys.
// Upstream: k8s.io/api/core/v1.SecretVolumeSourceDefaultMode.
const SecretVolumeSourceDefaultMode int32 = 0644

// ConfigMapVolumeSource projects a config map's keys as files.
// Upstream: k8s.io/api/core/v1.ConfigMapVolumeSource.
type ConfigMapVolumeSource struct {
	LocalObjectReference `json:",inline" protobuf:"bytes,1,opt,name=localObjectReference"`
	Items                []KeyToPath `json:"items,omitempty" protobuf:"bytes,2,rep,name=items"`
	DefaultMode          *int32      `json:"defaultMode,omitempty" protobuf:"varint,3,opt,name=defaultMode"`
	Optional             *bool       `json:"optional,omitempty" protobuf:"varint,4,opt,name=optional"`
}

// ConfigMapVolumeSourceDefaultMode is the file mode of projected keys.
// Upstream: k8s.io/api/core/v1.ConfigMapVolumeSourceDefaultMode.
const ConfigMapVolumeSourceDefaultMode int32 = 0644

// KeyToPath maps one key to a file path.
// Upstream: k8s.io/api/core/v1.KeyToPath.
type KeyToPath struct {
	Key  string `json:"key" protobuf:"bytes,1,opt,name=key"`
	Path string `json:"path" protobuf:"bytes,2,opt,name=path"`
	Mode *int32 `json:"mode,omitempty" protobuf:"varint,3,opt,name=mode"`
}

// Container is one container of a pod; the package documentation lists
// the fields left out. Upstream: k8s.io/api/core/v1.Container.
type Container struct {
	Name                     string                   `json:"name" protobuf:"bytes,1,opt,name=name"`
	Image                    string                   `json:"image,omitempty" protobuf:"bytes,2,opt,name=image"`
	Command                  []string                 `json:"command,omitempty" protobuf:"bytes,3,rep,name=command"`
	Args                     []string                 `json:"args,omitempty" protobuf:"bytes,4,rep,name=args"`
	WorkingDir               string                   `json:"workingDir,omitempty" protobuf:"bytes,5,opt,name=workingDir"`
	Ports                    []ContainerPort          `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"containerPort" protobuf:"bytes,6,rep,name=ports"`
	EnvFrom                  []EnvFromSource          `json:"envFrom,omitempty" protobuf:"bytes,19,rep,name=envFrom"`
	Env                      []EnvVar                 `json:"env,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,7,rep,name=env"`
	Resources                ResourceRequirements     `json:"resources,omitempty" protobuf:"bytes,8,opt,name=resources"`
	VolumeMounts             []VolumeMount            `json:"volumeMounts,omitempty" patchStrategy:"merge" patchMergeKey:"mountPath" protobuf:"bytes,9,rep,name=volumeMounts"`
	LivenessProbe            *Probe                   `json:"livenessProbe,omitempty" protobuf:"bytes,10,opt,name=livenessProbe"`
	ReadinessProbe           *Probe                   `json:"readinessProbe,omitempty" protobuf:"bytes,11,opt,name=readinessProbe"`
	StartupProbe             *Probe                   `json:"startupProbe,omitempty" protobuf:"bytes,22,opt,name=startupProbe"`
	TerminationMessagePath   string                   `json:"terminationMessagePath,omitempty" protobuf:"bytes,13,opt,name=terminationMessagePath"`
	TerminationMessagePolicy TerminationMessagePolicy `json:"terminationMessagePolicy,omitempty" protobuf:"bytes,20,opt,name=terminationMessagePolicy,casttype=TerminationMessagePolicy"`
	ImagePullPolicy          PullPolicy               `json:"imagePullPolicy,omitempty" protobuf:"bytes,14,opt,name=imagePullPolicy,casttype=PullPolicy"`
	SecurityContext          *SecurityContext         `json:"securityContext,omitempty" protobuf:"bytes,15,opt,name=securityContext"`
	Stdin                    bool                     `json:"stdin,omitempty" protobuf:"varint,16,opt,name=stdin"`
	StdinOnce                bool                     `json:"stdinOnce,omitempty" protobuf:"varint,17,opt,name=stdinOnce"`
	TTY                      bool                     `json:"tty,omitempty" protobuf:"varint,18,opt,name=tty"`
}

// TerminationMessagePathDefault is where a container writes its
// termination message. Upstream: k8s.io/api/core/v1.TerminationMessagePathDefault.
const TerminationMessagePathDefault string = "/dev/termination-log"

// ContainerPort is a port a container listens on.
// Upstream: k8s.io/api/core/v1.ContainerPort.
type ContainerPort struct {
	Name          string   `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	HostPort      int32    `json:"hostPort,omitempty" protobuf:"varint,2,opt,name=hostPort"`
	ContainerPort int32    `json:"containerPort" protobuf:"varint,3,opt,name=containerPort"`
	Protocol      Protocol `json:"protocol,omitempty" protobuf:"bytes,4,opt,name=protocol,casttype=Protocol"`
	HostIP        string   `json:"hostIP,omitempty" protobuf:"bytes,5,opt,name=hostIP"`
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
	Prefix       string              `json:"prefix,omitempty" protobuf:"bytes,1,opt,name=prefix"`
	ConfigMapRef *ConfigMapEnvSource `json:"configMapRef,omitempty" protobuf:"bytes,2,opt,name=configMapRef"`
	SecretRef    *SecretEnvSource    `json:"secretRef,omitempty" protobuf:"bytes,3,opt,name=secretRef"`
}

// ConfigMapEnvSource names the config map of an EnvFromSource.
// Upstream: k8s.io/api/core/v1.ConfigMapEnvSource.
type ConfigMapEnvSource struct {
	LocalObjectReference `json:",inline" protobuf:"bytes,1,opt,name=localObjectReference"`
	Optional             *bool `json:"optional,omitempty" protobuf:"varint,2,opt,name=optional"`
}

// SecretEnvSource names the secret of an EnvFromSource.
// Upstream: k8s.io/api/core/v1.SecretEnvSource.
type SecretEnvSource struct {
	LocalObjectReference `json:",inline" protobuf:"bytes,1,opt,name=localObjectReference"`
	Optional             *bool `json:"optional,omitempty" protobuf:"varint,2,opt,name=optional"`
}

// EnvVar is one environment variable.
// Upstream: k8s.io/api/core/v1.EnvVar.
type EnvVar struct {
	Name      string        `json:"name" protobuf:"bytes,1,opt,name=name"`
	Value     string        `json:"value,omitempty" protobuf:"bytes,2,opt,name=value"`
	ValueFrom *EnvVarSource `json:"valueFrom,omitempty" protobuf:"bytes,3,opt,name=valueFrom"`
}

// EnvVarSource says where a variable's value comes from.
// Upstream: k8s.io/api/core/v1.EnvVarSource.
type EnvVarSource struct {
	FieldRef        *ObjectFieldSelector  `json:"fieldRef,omitempty" protobuf:"bytes,1,opt,name=fieldRef"`
	ConfigMapKeyRef *ConfigMapKeySelector `json:"configMapKeyRef,omitempty" protobuf:"bytes,3,opt,name=configMapKeyRef"`
	SecretKeyRef    *SecretKeySelector    `json:"secretKeyRef,omitempty" protobuf:"bytes,4,opt,name=secretKeyRef"`
}

// ObjectFieldSelector picks a field of the pod (the downward API).
// Upstream: k8s.io/api/core/v1.ObjectFieldSelector.
type ObjectFieldSelector struct {
	APIVersion string `json:"apiVersion,omitempty" protobuf:"bytes,1,opt,name=apiVersion"`
	FieldPath  string `json:"fieldPath" protobuf:"bytes,2,opt,name=fieldPath"`
}

// ConfigMapKeySelector picks one key of a config map.
// Upstream: k8s.io/api/core/v1.ConfigMapKeySelector.
type ConfigMapKeySelector struct {
	LocalObjectReference `json:",inline" protobuf:"bytes,1,opt,name=localObjectReference"`
	Key                  string `json:"key" protobuf:"bytes,2,opt,name=key"`
	Optional             *bool  `json:"optional,omitempty" protobuf:"varint,3,opt,name=optional"`
}

// SecretKeySelector picks one key of a secret.
// Upstream: k8s.io/api/core/v1.SecretKeySelector.
type SecretKeySelector struct {
	LocalObjectReference `json:",inline" protobuf:"bytes,1,opt,name=localObjectReference"`
	Key                  string `json:"key" protobuf:"bytes,2,opt,name=key"`
	Optional             *bool  `json:"optional,omitempty" protobuf:"varint,3,opt,name=optional"`
}

// ResourceRequirements are a container's requests and limits.
// Upstream: k8s.io/api/core/v1.ResourceRequirements.
type ResourceRequirements struct {
	Limits   ResourceList `json:"limits,omitempty" protobuf:"bytes,1,rep,name=limits,casttype=ResourceList,castkey=ResourceName"`
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

// ResourceList is an amount per resource.
// Upstream: k8s.io/api/core/v1.ResourceList.
type ResourceList map[ResourceName]resource.Quantity

// VolumeMount mounts a pod volume into a container.
// Upstream: k8s.io/api/core/v1.VolumeMount.
type VolumeMount struct {
	Name      string `json:"name" protobuf:"bytes,1,opt,name=name"`
	ReadOnly  bool   `json:"readOnly,omitempty" protobuf:"varint,2,opt,name=readOnly"`
	MountPath string `json:"mountPath" protobuf:"bytes,3,opt,name=mountPath"`
	SubPath   string `json:"subPath,omitempty" protobuf:"bytes,4,opt,name=subPath"`
}

// Probe is a health check the kubelet runs against a container.
// Upstream: k8s.io/api/core/v1.Probe.
type Probe struct {
	ProbeHandler                  `json:",inline" protobuf:"bytes,1,opt,name=handler"`
	InitialDelaySeconds           int32  `json:"initialDelaySeconds,omitempty" protobuf:"varint,2,opt,name=initialDelaySeconds"`
	TimeoutSeconds                int32  `json:"timeoutSeconds,omitempty" protobuf:"varint,3,opt,name=timeoutSeconds"`
	PeriodSeconds                 int32  `json:"periodSeconds,omitempty" protobuf:"varint,4,opt,name=periodSeconds"`
	SuccessThreshold              int32  `json:"successThreshold,omitempty" protobuf:"varint,5,opt,name=successThreshold"`
	FailureThreshold              int32  `json:"failureThreshold,omitempty" protobuf:"varint,6,opt,name=failureThreshold"`
	TerminationGracePeriodSeconds *int64 `json:"terminationGracePeriodSeconds,omitempty" protobuf:"varint,7,opt,name=terminationGracePeriodSeconds"`
}

// ProbeHandler is how a probe checks; exactly one member is set.
// Upstream: k8s.io/api/core/v1.ProbeHandler.
type ProbeHandler struct {
	Exec      *ExecAction      `json:"exec,omitempty" protobuf:"bytes,1,opt,name=exec"`
	HTTPGet   *HTTPGetAction   `json:"httpGet,omitempty" protobuf:"bytes,2,opt,name=httpGet"`
	TCPSocket *TCPSocketAction `json:"tcpSocket,omitempty" protobuf:"bytes,3,opt,name=tcpSocket"`
}

// ExecAction runs a command in the container.
// Upstream: k8s.io/api/core/v1.ExecAction.
type ExecAction struct {
	Command []string `json:"command,omitempty" protobuf:"bytes,1,rep,name=command"`
}

// HTTPGetAction sends an HTTP GET. Upstream: k8s.io/api/core/v1.HTTPGetAction.
type HTTPGetAction struct {
	Path        string             `json:"path,omitempty" protobuf:"bytes,1,opt,name=path"`
	Port        intstr.IntOrString `json:"port" protobuf:"bytes,2,opt,name=port"`
	Host        string             `json:"host,omitempty" protobuf:"bytes,3,opt,name=host"`
	Scheme      URIScheme          `json:"scheme,omitempty" protobuf:"bytes,4,opt,name=scheme,casttype=URIScheme"`
	HTTPHeaders []HTTPHeader       `json:"httpHeaders,omitempty" protobuf:"bytes,5,rep,name=httpHeaders"`
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
	Name  string `json:"name" protobuf:"bytes,1,opt,name=name"`
	Value string `json:"value" protobuf:"bytes,2,opt,name=value"`
}

// TCPSocketAction opens a TCP connection.
// Upstream: k8s.io/api/core/v1.TCPSocketAction.
type TCPSocketAction struct {
	Port intstr.IntOrString `json:"port" protobuf:"bytes,1,opt,name=port"`
	Host string             `json:"host,omitempty" protobuf:"bytes,2,opt,name=host"`
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
	Capabilities             *Capabilities `json:"capabilities,omitempty" protobuf:"bytes,1,opt,name=capabilities"`
	Privileged               *bool         `json:"privileged,omitempty" protobuf:"varint,2,opt,name=privileged"`
	RunAsUser                *int64        `json:"runAsUser,omitempty" protobuf:"varint,4,opt,name=runAsUser"`
	RunAsGroup               *int64        `json:"runAsGroup,omitempty" protobuf:"varint,8,opt,name=runAsGroup"`
	RunAsNonRoot             *bool         `json:"runAsNonRoot,omitempty" protobuf:"varint,5,opt,name=runAsNonRoot"`
	ReadOnlyRootFilesystem   *bool         `json:"readOnlyRootFilesystem,omitempty" protobuf:"varint,6,opt,name=readOnlyRootFilesystem"`
	AllowPrivilegeEscalation *bool         `json:"allowPrivilegeEscalation,omitempty" protobuf:"varint,7,opt,name=allowPrivilegeEscalation"`
}

// Capabilities adds and drops Linux capabilities.
// Upstream: k8s.io/api/core/v1.Capabilities.
type Capabilities struct {
	Add  []Capability `json:"add,omitempty" protobuf:"bytes,1,rep,name=add,casttype=Capability"`
	Drop []Capability `json:"drop,omitempty" protobuf:"bytes,2,rep,name=drop,casttype=Capability"`
}

// Capability is a Linux capability, such as NET_ADMIN.
// Upstream: k8s.io/api/core/v1.Capability.
type Capability string

// LocalObjectReference names an object in the same namespace.
// Upstream: k8s.io/api/core/v1.LocalObjectReference.
type LocalObjectReference struct {
	Name string `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
}

// Toleration lets a pod run on nodes with a matching taint.
// Upstream: k8s.io/api/core/v1.Toleration.
type Toleration struct {
	Key               string             `json:"key,omitempty" protobuf:"bytes,1,opt,name=key"`
	Operator          TolerationOperator `json:"operator,omitempty" protobuf:"bytes,2,opt,name=operator,casttype=TolerationOperator"`
	Value             string             `json:"value,omitempty" protobuf:"bytes,3,opt,name=value"`
	Effect            TaintEffect        `json:"effect,omitempty" protobuf:"bytes,4,opt,name=effect,casttype=TaintEffect"`
	TolerationSeconds *int64             `json:"tolerationSeconds,omitempty" protobuf:"varint,5,opt,name=tolerationSeconds"`
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
	Phase                 PodPhase          `json:"phase,omitempty" protobuf:"bytes,1,opt,name=phase,casttype=PodPhase"`
	Conditions            []PodCondition    `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,2,rep,name=conditions"`
	Message               string            `json:"message,omitempty" protobuf:"bytes,3,opt,name=message"`
	Reason                string            `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	NominatedNodeName     string            `json:"nominatedNodeName,omitempty" protobuf:"bytes,11,opt,name=nominatedNodeName"`
	HostIP                string            `json:"hostIP,omitempty" protobuf:"bytes,5,opt,name=hostIP"`
	HostIPs               []HostIP          `json:"hostIPs,omitempty" protobuf:"bytes,16,rep,name=hostIPs" patchStrategy:"merge" patchMergeKey:"ip"`
	PodIP                 string            `json:"podIP,omitempty" protobuf:"bytes,6,opt,name=podIP"`
	PodIPs                []PodIP           `json:"podIPs,omitempty" protobuf:"bytes,12,rep,name=podIPs" patchStrategy:"merge" patchMergeKey:"ip"`
	StartTime             *metav1.Time      `json:"startTime,omitempty" protobuf:"bytes,7,opt,name=startTime"`
	InitContainerStatuses []ContainerStatus `json:"initContainerStatuses,omitempty" protobuf:"bytes,10,rep,name=initContainerStatuses"`
	ContainerStatuses     []ContainerStatus `json:"containerStatuses,omitempty" protobuf:"bytes,8,rep,name=containerStatuses"`
	QOSClass              PodQOSClass       `json:"qosClass,omitempty" protobuf:"bytes,9,rep,name=qosClass"`
	// Resize is deprecated upstream (pod conditions replace it) but still
	// served; carried so protobuf bodies match upstream's field for field.
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
	Type               PodConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=PodConditionType"`
	Status             ConditionStatus  `json:"status" protobuf:"bytes,2,opt,name=status,casttype=ConditionStatus"`
	LastProbeTime      metav1.Time      `json:"lastProbeTime,omitempty" protobuf:"bytes,3,opt,name=lastProbeTime"`
	LastTransitionTime metav1.Time      `json:"lastTransitionTime,omitempty" protobuf:"bytes,4,opt,name=lastTransitionTime"`
	Reason             string           `json:"reason,omitempty" protobuf:"bytes,5,opt,name=reason"`
	Message            string           `json:"message,omitempty" protobuf:"bytes,6,opt,name=message"`
}

// HostIP is one IP address of the pod's node.
// Upstream: k8s.io/api/core/v1.HostIP.
type HostIP struct {
	IP string `json:"ip" protobuf:"bytes,1,opt,name=ip"`
}

// PodIP is one IP address of a pod. Upstream: k8s.io/api/core/v1.PodIP.
type PodIP struct {
	IP string `json:"ip" protobuf:"bytes,1,opt,name=ip"`
}

// ContainerStatus is the observed state of one container.
// Upstream: k8s.io/api/core/v1.ContainerStatus.
type ContainerStatus struct {
	Name                 string         `json:"name" protobuf:"bytes,1,opt,name=name"`
	State                ContainerState `json:"state,omitempty" protobuf:"bytes,2,opt,name=state"`
	LastTerminationState ContainerState `json:"lastState,omitempty" protobuf:"bytes,3,opt,name=lastState"`
	Ready                bool           `json:"ready" protobuf:"varint,4,opt,name=ready"`
	RestartCount         int32          `json:"restartCount" protobuf:"varint,5,opt,name=restartCount"`
	Image                string         `json:"image" protobuf:"bytes,6,opt,name=image"`
	ImageID              string         `json:"imageID" protobuf:"bytes,7,opt,name=imageID"`
	ContainerID          string         `json:"containerID,omitempty" protobuf:"bytes,8,opt,name=containerID"`
	Started              *bool          `json:"started,omitempty" protobuf:"varint,9,opt,name=started"`
}

// ContainerState is waiting, running or terminated; one member is set.
// Upstream: k8s.io/api/core/v1.ContainerState.
type ContainerState struct {
	Waiting    *ContainerStateWaiting    `json:"waiting,omitempty" protobuf:"bytes,1,opt,name=waiting"`
	Running    *ContainerStateRunning    `json:"running,omitempty" protobuf:"bytes,2,opt,name=running"`
	Terminated *ContainerStateTerminated `json:"terminated,omitempty" protobuf:"bytes,3,opt,name=terminated"`
}

// ContainerStateWaiting says why a container has not started.
// Upstream: k8s.io/api/core/v1.ContainerStateWaiting.
type ContainerStateWaiting struct {
	Reason  string `json:"reason,omitempty" protobuf:"bytes,1,opt,name=reason"`
	Message string `json:"message,omitempty" protobuf:"bytes,2,opt,name=message"`
}

// ContainerStateRunning says since when a container runs.
// Upstream: k8s.io/api/core/v1.ContainerStateRunning.
type ContainerStateRunning struct {
	StartedAt metav1.Time `json:"startedAt,omitempty" protobuf:"bytes,1,opt,name=startedAt"`
}

// ContainerStateTerminated says how a container ended.
// Upstream: k8s.io/api/core/v1.ContainerStateTerminated.
type ContainerStateTerminated struct {
	ExitCode    int32       `json:"exitCode" protobuf:"varint,1,opt,name=exitCode"`
	Signal      int32       `json:"signal,omitempty" protobuf:"varint,2,opt,name=signal"`
	Reason      string      `json:"reason,omitempty" protobuf:"bytes,3,opt,name=reason"`
	Message     string      `json:"message,omitempty" protobuf:"bytes,4,opt,name=message"`
	StartedAt   metav1.Time `json:"startedAt,omitempty" protobuf:"bytes,5,opt,name=startedAt"`
	FinishedAt  metav1.Time `json:"finishedAt,omitempty" protobuf:"bytes,6,opt,name=finishedAt"`
	ContainerID string      `json:"containerID,omitempty" protobuf:"bytes,7,opt,name=containerID"`
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
type ConfigMap struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Immutable, when true, forbids changing Data and BinaryData.
	Immutable *bool `json:"immutable,omitempty" protobuf:"varint,4,opt,name=immutable"`
	// Data holds UTF-8 values.
	Data map[string]string `json:"data,omitempty" protobuf:"bytes,2,rep,name=data"`
	// BinaryData holds byte values, base64 in JSON.
	BinaryData map[string][]byte `json:"binaryData,omitempty" protobuf:"bytes,3,rep,name=binaryData"`
}

// ConfigMapList is a list of config maps.
// Upstream: k8s.io/api/core/v1.ConfigMapList.
type ConfigMapList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []ConfigMap `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// Secret holds sensitive data: passwords, tokens, keys.
// Upstream: k8s.io/api/core/v1.Secret.
type Secret struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Immutable, when true, forbids changing Data.
	Immutable *bool `json:"immutable,omitempty" protobuf:"varint,5,opt,name=immutable"`
	// Data holds the values, base64 in JSON.
	Data map[string][]byte `json:"data,omitempty" protobuf:"bytes,2,rep,name=data"`
	// StringData is a write-only convenience: its values are merged into
	// Data (winning over it) when the secret is decoded, and never read back.
	StringData map[string]string `json:"stringData,omitempty" protobuf:"bytes,4,rep,name=stringData"`
	// Type says what the secret holds.
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
type SecretList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []Secret `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ---- Service ----

// Service is a stable name and virtual IP in front of the pods its
// selector picks. Upstream: k8s.io/api/core/v1.Service.
type Service struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Spec is the desired behaviour of the service.
	Spec ServiceSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status is the load balancer state, set by the cloud controller.
	Status ServiceStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// ServiceList is a list of services. Upstream: k8s.io/api/core/v1.ServiceList.
type ServiceList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []Service `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ServiceSpec is the desired state of a service.
// Upstream: k8s.io/api/core/v1.ServiceSpec.
type ServiceSpec struct {
	Ports                         []ServicePort                 `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"port" protobuf:"bytes,1,rep,name=ports"`
	Selector                      map[string]string             `json:"selector,omitempty" protobuf:"bytes,2,rep,name=selector"`
	ClusterIP                     string                        `json:"clusterIP,omitempty" protobuf:"bytes,3,opt,name=clusterIP"`
	ClusterIPs                    []string                      `json:"clusterIPs,omitempty" protobuf:"bytes,18,opt,name=clusterIPs"`
	Type                          ServiceType                   `json:"type,omitempty" protobuf:"bytes,4,opt,name=type,casttype=ServiceType"`
	ExternalIPs                   []string                      `json:"externalIPs,omitempty" protobuf:"bytes,5,rep,name=externalIPs"`
	SessionAffinity               ServiceAffinity               `json:"sessionAffinity,omitempty" protobuf:"bytes,7,opt,name=sessionAffinity,casttype=ServiceAffinity"`
	LoadBalancerIP                string                        `json:"loadBalancerIP,omitempty" protobuf:"bytes,8,opt,name=loadBalancerIP"`
	LoadBalancerSourceRanges      []string                      `json:"loadBalancerSourceRanges,omitempty" protobuf:"bytes,9,opt,name=loadBalancerSourceRanges"`
	ExternalName                  string                        `json:"externalName,omitempty" protobuf:"bytes,10,opt,name=externalName"`
	ExternalTrafficPolicy         ServiceExternalTrafficPolicy  `json:"externalTrafficPolicy,omitempty" protobuf:"bytes,11,opt,name=externalTrafficPolicy"`
	HealthCheckNodePort           int32                         `json:"healthCheckNodePort,omitempty" protobuf:"bytes,12,opt,name=healthCheckNodePort"`
	PublishNotReadyAddresses      bool                          `json:"publishNotReadyAddresses,omitempty" protobuf:"varint,13,opt,name=publishNotReadyAddresses"`
	SessionAffinityConfig         *SessionAffinityConfig        `json:"sessionAffinityConfig,omitempty" protobuf:"bytes,14,opt,name=sessionAffinityConfig"`
	IPFamilies                    []IPFamily                    `json:"ipFamilies,omitempty" protobuf:"bytes,19,opt,name=ipFamilies,casttype=IPFamily"`
	IPFamilyPolicy                *IPFamilyPolicy               `json:"ipFamilyPolicy,omitempty" protobuf:"bytes,17,opt,name=ipFamilyPolicy,casttype=IPFamilyPolicy"`
	AllocateLoadBalancerNodePorts *bool                         `json:"allocateLoadBalancerNodePorts,omitempty" protobuf:"bytes,20,opt,name=allocateLoadBalancerNodePorts"`
	LoadBalancerClass             *string                       `json:"loadBalancerClass,omitempty" protobuf:"bytes,21,opt,name=loadBalancerClass"`
	InternalTrafficPolicy         *ServiceInternalTrafficPolicy `json:"internalTrafficPolicy,omitempty" protobuf:"bytes,22,opt,name=internalTrafficPolicy"`
	TrafficDistribution           *string                       `json:"trafficDistribution,omitempty" protobuf:"bytes,23,opt,name=trafficDistribution"`
}

// ServicePort is one port a service exposes.
// Upstream: k8s.io/api/core/v1.ServicePort.
type ServicePort struct {
	Name        string             `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	Protocol    Protocol           `json:"protocol,omitempty" protobuf:"bytes,2,opt,name=protocol,casttype=Protocol"`
	AppProtocol *string            `json:"appProtocol,omitempty" protobuf:"bytes,6,opt,name=appProtocol"`
	Port        int32              `json:"port" protobuf:"varint,3,opt,name=port"`
	TargetPort  intstr.IntOrString `json:"targetPort,omitempty" protobuf:"bytes,4,opt,name=targetPort"`
	NodePort    int32              `json:"nodePort,omitempty" protobuf:"varint,5,opt,name=nodePort"`
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
	ClientIP *ClientIPConfig `json:"clientIP,omitempty" protobuf:"bytes,1,opt,name=clientIP"`
}

// ClientIPConfig tunes ClientIP affinity.
// Upstream: k8s.io/api/core/v1.ClientIPConfig.
type ClientIPConfig struct {
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
	LoadBalancer LoadBalancerStatus `json:"loadBalancer,omitempty" protobuf:"bytes,1,opt,name=loadBalancer"`
	Conditions   []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,2,rep,name=conditions"`
}

// LoadBalancerStatus lists a load balancer's ingress points.
// Upstream: k8s.io/api/core/v1.LoadBalancerStatus.
type LoadBalancerStatus struct {
	Ingress []LoadBalancerIngress `json:"ingress,omitempty" protobuf:"bytes,1,rep,name=ingress"`
}

// LoadBalancerIngress is one ingress point of a load balancer.
// Upstream: k8s.io/api/core/v1.LoadBalancerIngress.
type LoadBalancerIngress struct {
	IP       string              `json:"ip,omitempty" protobuf:"bytes,1,opt,name=ip"`
	Hostname string              `json:"hostname,omitempty" protobuf:"bytes,2,opt,name=hostname"`
	IPMode   *LoadBalancerIPMode `json:"ipMode,omitempty" protobuf:"bytes,3,opt,name=ipMode"`
	Ports    []PortStatus        `json:"ports,omitempty" protobuf:"bytes,4,rep,name=ports"`
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
	Port     int32    `json:"port" protobuf:"varint,1,opt,name=port"`
	Protocol Protocol `json:"protocol" protobuf:"bytes,2,opt,name=protocol,casttype=Protocol"`
	Error    *string  `json:"error,omitempty" protobuf:"bytes,3,opt,name=error"`
}

// ---- ServiceAccount, Endpoints, Event ----

// ServiceAccount is an identity for processes that run in pods.
// Upstream: k8s.io/api/core/v1.ServiceAccount.
type ServiceAccount struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Secrets lists secrets pods of this account may use (legacy).
	Secrets []ObjectReference `json:"secrets,omitempty" patchStrategy:"merge" patchMergeKey:"name" protobuf:"bytes,2,rep,name=secrets"`
	// ImagePullSecrets are added to pods that use the account.
	ImagePullSecrets []LocalObjectReference `json:"imagePullSecrets,omitempty" protobuf:"bytes,3,rep,name=imagePullSecrets"`
	// AutomountServiceAccountToken says whether pods get a token mounted.
	AutomountServiceAccountToken *bool `json:"automountServiceAccountToken,omitempty" protobuf:"varint,4,opt,name=automountServiceAccountToken"`
}

// ServiceAccountList is a list of service accounts.
// Upstream: k8s.io/api/core/v1.ServiceAccountList.
type ServiceAccountList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []ServiceAccount `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// ObjectReference points at any object, in any namespace.
// Upstream: k8s.io/api/core/v1.ObjectReference.
type ObjectReference struct {
	Kind            string     `json:"kind,omitempty" protobuf:"bytes,1,opt,name=kind"`
	Namespace       string     `json:"namespace,omitempty" protobuf:"bytes,2,opt,name=namespace"`
	Name            string     `json:"name,omitempty" protobuf:"bytes,3,opt,name=name"`
	UID             metav1.UID `json:"uid,omitempty" protobuf:"bytes,4,opt,name=uid,casttype=k8s.io/apimachinery/pkg/types.UID"`
	APIVersion      string     `json:"apiVersion,omitempty" protobuf:"bytes,5,opt,name=apiVersion"`
	ResourceVersion string     `json:"resourceVersion,omitempty" protobuf:"bytes,6,opt,name=resourceVersion"`
	FieldPath       string     `json:"fieldPath,omitempty" protobuf:"bytes,7,opt,name=fieldPath"`
}

// Endpoints lists the addresses behind a service; the endpoints controller
// keeps it in step with the service's pods.
// Upstream: k8s.io/api/core/v1.Endpoints.
type Endpoints struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// Subsets group addresses by the ports they share.
	Subsets []EndpointSubset `json:"subsets,omitempty" protobuf:"bytes,2,rep,name=subsets"`
}

// EndpointSubset is a set of addresses that share a set of ports.
// Upstream: k8s.io/api/core/v1.EndpointSubset.
type EndpointSubset struct {
	Addresses         []EndpointAddress `json:"addresses,omitempty" protobuf:"bytes,1,rep,name=addresses"`
	NotReadyAddresses []EndpointAddress `json:"notReadyAddresses,omitempty" protobuf:"bytes,2,rep,name=notReadyAddresses"`
	Ports             []EndpointPort    `json:"ports,omitempty" protobuf:"bytes,3,rep,name=ports"`
}

// EndpointAddress is one address of an endpoint.
// Upstream: k8s.io/api/core/v1.EndpointAddress.
type EndpointAddress struct {
	IP        string           `json:"ip" protobuf:"bytes,1,opt,name=ip"`
	Hostname  string           `json:"hostname,omitempty" protobuf:"bytes,3,opt,name=hostname"`
	NodeName  *string          `json:"nodeName,omitempty" protobuf:"bytes,4,opt,name=nodeName"`
	TargetRef *ObjectReference `json:"targetRef,omitempty" protobuf:"bytes,2,opt,name=targetRef"`
}

// EndpointPort is one port of an endpoint subset.
// Upstream: k8s.io/api/core/v1.EndpointPort.
type EndpointPort struct {
	Name        string   `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	Port        int32    `json:"port" protobuf:"varint,2,opt,name=port"`
	Protocol    Protocol `json:"protocol,omitempty" protobuf:"bytes,3,opt,name=protocol,casttype=Protocol"`
	AppProtocol *string  `json:"appProtocol,omitempty" protobuf:"bytes,4,opt,name=appProtocol"`
}

// EndpointsList is a list of endpoints.
// Upstream: k8s.io/api/core/v1.EndpointsList.
type EndpointsList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []Endpoints `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// Event reports something that happened to an object. This is the core/v1
// form kubectl describe shows; events.k8s.io/v1 is the newer one.
// Upstream: k8s.io/api/core/v1.Event.
type Event struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta has no omitempty here, as upstream.
	metav1.ObjectMeta `json:"metadata" protobuf:"bytes,1,opt,name=metadata"`

	InvolvedObject ObjectReference  `json:"involvedObject" protobuf:"bytes,2,opt,name=involvedObject"`
	Reason         string           `json:"reason,omitempty" protobuf:"bytes,3,opt,name=reason"`
	Message        string           `json:"message,omitempty" protobuf:"bytes,4,opt,name=message"`
	Source         EventSource      `json:"source,omitempty" protobuf:"bytes,5,opt,name=source"`
	FirstTimestamp metav1.Time      `json:"firstTimestamp,omitempty" protobuf:"bytes,6,opt,name=firstTimestamp"`
	LastTimestamp  metav1.Time      `json:"lastTimestamp,omitempty" protobuf:"bytes,7,opt,name=lastTimestamp"`
	Count          int32            `json:"count,omitempty" protobuf:"varint,8,opt,name=count"`
	Type           string           `json:"type,omitempty" protobuf:"bytes,9,opt,name=type"`
	EventTime      metav1.MicroTime `json:"eventTime,omitempty" protobuf:"bytes,10,opt,name=eventTime"`
	Series         *EventSeries     `json:"series,omitempty" protobuf:"bytes,11,opt,name=series"`
	Action         string           `json:"action,omitempty" protobuf:"bytes,12,opt,name=action"`
	Related        *ObjectReference `json:"related,omitempty" protobuf:"bytes,13,opt,name=related"`
	// ReportingController is sent as reportingComponent, as upstream.
	ReportingController string `json:"reportingComponent" protobuf:"bytes,14,opt,name=reportingComponent"`
	ReportingInstance   string `json:"reportingInstance" protobuf:"bytes,15,opt,name=reportingInstance"`
}

// The event types.
const (
	EventTypeNormal  string = "Normal"
	EventTypeWarning string = "Warning"
)

// EventSource is the component that reported an event.
// Upstream: k8s.io/api/core/v1.EventSource.
type EventSource struct {
	Component string `json:"component,omitempty" protobuf:"bytes,1,opt,name=component"`
	Host      string `json:"host,omitempty" protobuf:"bytes,2,opt,name=host"`
}

// EventSeries counts repeats of an event. (Upstream's protobuf tags here
// lack "opt"; kept as they are.) Upstream: k8s.io/api/core/v1.EventSeries.
type EventSeries struct {
	Count            int32            `json:"count,omitempty" protobuf:"varint,1,name=count"`
	LastObservedTime metav1.MicroTime `json:"lastObservedTime,omitempty" protobuf:"bytes,2,name=lastObservedTime"`
}

// EventList is a list of events. Upstream: k8s.io/api/core/v1.EventList.
type EventList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []Event `json:"items" protobuf:"bytes,2,rep,name=items"`
}
