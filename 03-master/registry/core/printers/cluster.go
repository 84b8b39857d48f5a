package printers

import (
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
)

// The TableConvertors of the core kinds the control plane's components
// use: nodes, volumes and claims, replication controllers, pod templates,
// component statuses. Descriptions are upstream's (the SwaggerDoc of the
// field each column shows).
// Upstream: the h.TableHandler calls of k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var (
	// Nodes: NAME STATUS ROLES AGE VERSION, wide INTERNAL-IP EXTERNAL-IP
	// OS-IMAGE KERNEL-VERSION CONTAINER-RUNTIME.
	Nodes = TableConvertor{Columns: []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Status", Type: "string", Description: "The status of the node"},
		{Name: "Roles", Type: "string", Description: "The roles of the node"},
		ageColumn,
		{Name: "Version", Type: "string", Description: "Kubelet Version reported by the node."},
		{Name: "Internal-IP", Type: "string", Priority: 1, Description: nodeAddressesDoc},
		{Name: "External-IP", Type: "string", Priority: 1, Description: nodeAddressesDoc},
		{Name: "OS-Image", Type: "string", Priority: 1, Description: "OS Image reported by the node from /etc/os-release (e.g. Debian GNU/Linux 7 (wheezy))."},
		{Name: "Kernel-Version", Type: "string", Priority: 1, Description: "Kernel Version reported by the node from 'uname -r' (e.g. 3.16.0-0.bpo.4-amd64)."},
		{Name: "Container-Runtime", Type: "string", Priority: 1, Description: "ContainerRuntime Version reported by the node through runtime remote API (e.g. containerd://1.4.2)."},
	}, Row: printNode}

	// PersistentVolumes: NAME CAPACITY ACCESS MODES RECLAIM POLICY STATUS
	// CLAIM STORAGECLASS VOLUMEATTRIBUTESCLASS REASON AGE, wide VOLUMEMODE.
	PersistentVolumes = TableConvertor{Columns: []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Capacity", Type: "string", Description: "capacity is the description of the persistent volume's resources and capacity. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#capacity"},
		{Name: "Access Modes", Type: "string", Description: "accessModes contains all ways the volume can be mounted. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes"},
		{Name: "Reclaim Policy", Type: "string", Description: "persistentVolumeReclaimPolicy defines what happens to a persistent volume when released from its claim. Valid options are Retain (default for manually created PersistentVolumes), Delete (default for dynamically provisioned PersistentVolumes), and Recycle (deprecated). Recycle must be supported by the volume plugin underlying this PersistentVolume. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#reclaiming"},
		{Name: "Status", Type: "string", Description: "phase indicates if a volume is available, bound to a claim, or released by a claim. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#phase"},
		{Name: "Claim", Type: "string", Description: "claimRef is part of a bi-directional binding between PersistentVolume and PersistentVolumeClaim. Expected to be non-nil when bound. claim.VolumeName is the authoritative bind between PV and PVC. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#binding"},
		{Name: "StorageClass", Type: "string", Description: "StorageClass of the pv"},
		{Name: "VolumeAttributesClass", Type: "string", Description: "VolumeAttributesClass of the pv"},
		{Name: "Reason", Type: "string", Description: "reason is a brief CamelCase string that describes any failure and is meant for machine parsing and tidy display in the CLI."},
		ageColumn,
		{Name: "VolumeMode", Type: "string", Priority: 1, Description: "volumeMode defines if a volume is intended to be used with a formatted filesystem or to remain in raw block state. Value of Filesystem is implied when not included in spec."},
	}, Row: printPersistentVolume}

	// PersistentVolumeClaims: NAME STATUS VOLUME CAPACITY ACCESS MODES
	// STORAGECLASS VOLUMEATTRIBUTESCLASS AGE, wide VOLUMEMODE.
	PersistentVolumeClaims = TableConvertor{Columns: []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Status", Type: "string", Description: "phase represents the current phase of PersistentVolumeClaim."},
		{Name: "Volume", Type: "string", Description: "volumeName is the binding reference to the PersistentVolume backing this claim."},
		{Name: "Capacity", Type: "string", Description: "capacity represents the actual resources of the underlying volume."},
		{Name: "Access Modes", Type: "string", Description: "accessModes contains the actual access modes the volume backing the PVC has. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes-1"},
		{Name: "StorageClass", Type: "string", Description: "StorageClass of the pvc"},
		{Name: "VolumeAttributesClass", Type: "string", Description: "VolumeAttributesClass of the pvc"},
		ageColumn,
		{Name: "VolumeMode", Type: "string", Priority: 1, Description: "volumeMode defines what type of volume is required by the claim. Value of Filesystem is implied when not included in claim spec."},
	}, Row: printPersistentVolumeClaim}

	// ReplicationControllers: NAME DESIRED CURRENT READY AGE, wide
	// CONTAINERS IMAGES SELECTOR.
	ReplicationControllers = TableConvertor{Columns: []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Desired", Type: "integer", Description: "Replicas is the number of desired replicas. This is a pointer to distinguish between explicit zero and unspecified. Defaults to 1. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#what-is-a-replicationcontroller"},
		{Name: "Current", Type: "integer", Description: "Replicas is the most recently observed number of replicas. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#what-is-a-replicationcontroller"},
		{Name: "Ready", Type: "integer", Description: "The number of ready replicas for this replication controller."},
		ageColumn,
		genericprinters.ContainersColumn,
		genericprinters.ImagesColumn,
		{Name: "Selector", Type: "string", Priority: 1, Description: "Selector is a label query over pods that should match the Replicas count. If Selector is empty, it is defaulted to the labels present on the Pod template. Label keys and values that must match in order to be controlled by this replication controller, if empty defaulted to labels on Pod template. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors"},
	}, Row: printReplicationController}

	// PodTemplates: NAME CONTAINERS IMAGES POD LABELS (no wide columns:
	// containers and images are shown by default here).
	PodTemplates = TableConvertor{Columns: []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Containers", Type: "string", Description: "Names of each container in the template."},
		{Name: "Images", Type: "string", Description: "Images referenced by each container in the template."},
		{Name: "Pod Labels", Type: "string", Description: "The labels for the pod template."},
	}, Row: printPodTemplate}

	// ComponentStatuses: NAME STATUS MESSAGE ERROR.
	ComponentStatuses = TableConvertor{Columns: []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Status", Type: "string", Description: "Status of the component conditions"},
		{Name: "Message", Type: "string", Description: "Message of the component conditions"},
		{Name: "Error", Type: "string", Description: "Error of the component conditions"},
	}, Row: printComponentStatus}
)

// nodeAddressesDoc is the SwaggerDoc of NodeStatus.addresses, the
// description of both IP columns.
const nodeAddressesDoc = "List of addresses reachable to the node. Queried from cloud provider, if available. More info: https://kubernetes.io/docs/reference/node/node-status/#addresses Note: This field is declared as mergeable, but the merge key is not sufficiently unique, which can cause data corruption when it is merged. Callers should instead use a full-replacement patch. See https://pr.k8s.io/79391 for an example. Consumers should assume that addresses can change during the lifetime of a Node. However, there are some exceptions where this may not be possible, such as Pods that inherit a Node's address in its own status or consumers of the downward API (status.hostIP)."

// The labels that give a node its ROLES.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.labelNodeRolePrefix and nodeLabelRole.
const (
	labelNodeRolePrefix = "node-role.kubernetes.io/"
	nodeLabelRole       = "kubernetes.io/role"
)

// printNode: STATUS is Ready or NotReady (Unknown without the condition),
// plus SchedulingDisabled when cordoned; ROLES come from the
// node-role.kubernetes.io/<role> labels.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printNode.
func printNode(obj runtime.Object) (metav1.TableRow, error) {
	node := obj.(*core.Node)
	var status []string
	for _, c := range node.Status.Conditions {
		if c.Type != core.NodeReady {
			continue
		}
		if c.Status == core.ConditionTrue {
			status = append(status, string(c.Type))
		} else {
			status = append(status, "Not"+string(c.Type))
		}
		break
	}
	if len(status) == 0 {
		status = append(status, "Unknown")
	}
	if node.Spec.Unschedulable {
		status = append(status, "SchedulingDisabled")
	}
	info := node.Status.NodeInfo
	kernelVersion := unknownIfEmpty(info.KernelVersion)
	if info.Architecture != "" {
		kernelVersion += " (" + info.Architecture + ")"
	}
	return cells(node.Name, strings.Join(status, ","), noneIfEmpty(strings.Join(findNodeRoles(node), ",")),
		translateTimestampSince(node.CreationTimestamp), info.KubeletVersion,
		nodeAddress(node, core.NodeInternalIP), nodeAddress(node, core.NodeExternalIP),
		unknownIfEmpty(info.OSImage), kernelVersion, unknownIfEmpty(info.ContainerRuntimeVersion)), nil
}

// findNodeRoles returns a node's roles, sorted.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.findNodeRoles.
func findNodeRoles(node *core.Node) []string {
	var roles []string
	for k, v := range node.Labels {
		var role string
		switch {
		case strings.HasPrefix(k, labelNodeRolePrefix):
			role = strings.TrimPrefix(k, labelNodeRolePrefix)
		case k == nodeLabelRole:
			role = v
		}
		if role != "" && !slices.Contains(roles, role) {
			roles = append(roles, role)
		}
	}
	slices.Sort(roles)
	return roles
}

// nodeAddress returns a node's first address of a type, or <none>.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.getNodeInternalIP and getNodeExternalIP.
func nodeAddress(node *core.Node, addressType core.NodeAddressType) string {
	for _, a := range node.Status.Addresses {
		if a.Type == addressType {
			return a.Address
		}
	}
	return "<none>"
}

// unknownIfEmpty prints "<unknown>" for an empty string.
func unknownIfEmpty(s string) string {
	if s == "" {
		return "<unknown>"
	}
	return s
}

// printPersistentVolume: CLAIM is namespace/name; STATUS is the phase or
// Terminating.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printPersistentVolume.
func printPersistentVolume(obj runtime.Object) (metav1.TableRow, error) {
	pv := obj.(*core.PersistentVolume)
	claim := ""
	if ref := pv.Spec.ClaimRef; ref != nil {
		claim = ref.Namespace + "/" + ref.Name
	}
	phase := string(pv.Status.Phase)
	if pv.DeletionTimestamp != nil {
		phase = "Terminating"
	}
	size := pv.Spec.Capacity[core.ResourceStorage]
	class := pv.Spec.StorageClassName
	if a, ok := pv.Annotations[betaStorageClassAnnotation]; ok {
		class = a
	}
	return cells(pv.Name, size.String(), accessModesAsString(pv.Spec.AccessModes), string(pv.Spec.PersistentVolumeReclaimPolicy),
		phase, claim, class, unsetIfNil(pv.Spec.VolumeAttributesClassName), pv.Status.Reason,
		translateTimestampSince(pv.CreationTimestamp), volumeModeString(pv.Spec.VolumeMode)), nil
}

// printPersistentVolumeClaim: CAPACITY and ACCESS MODES are the bound
// volume's, empty until bound.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printPersistentVolumeClaim.
func printPersistentVolumeClaim(obj runtime.Object) (metav1.TableRow, error) {
	pvc := obj.(*core.PersistentVolumeClaim)
	phase := string(pvc.Status.Phase)
	if pvc.DeletionTimestamp != nil {
		phase = "Terminating"
	}
	capacity, accessModes := "", ""
	if pvc.Spec.VolumeName != "" {
		accessModes = accessModesAsString(pvc.Status.AccessModes)
		storage := pvc.Status.Capacity[core.ResourceStorage]
		capacity = storage.String()
	}
	class := ""
	if a, ok := pvc.Annotations[betaStorageClassAnnotation]; ok {
		class = a
	} else if pvc.Spec.StorageClassName != nil {
		class = *pvc.Spec.StorageClassName
	}
	return cells(pvc.Name, phase, pvc.Spec.VolumeName, capacity, accessModes, class,
		unsetIfNil(pvc.Spec.VolumeAttributesClassName), translateTimestampSince(pvc.CreationTimestamp),
		volumeModeString(pvc.Spec.VolumeMode)), nil
}

// betaStorageClassAnnotation is the storage class annotation that
// predates storageClassName, and wins over it.
// Upstream: k8s.io/kubernetes/pkg/apis/core.BetaStorageClassAnnotation.
const betaStorageClassAnnotation = "volume.beta.kubernetes.io/storage-class"

// accessModesAsString abbreviates access modes: RWO,ROX,RWX,RWOP.
// Upstream: k8s.io/kubernetes/pkg/apis/core/helper.GetAccessModesAsString.
func accessModesAsString(modes []core.PersistentVolumeAccessMode) string {
	var out []string
	for _, m := range []struct {
		mode  core.PersistentVolumeAccessMode
		short string
	}{{core.ReadWriteOnce, "RWO"}, {core.ReadOnlyMany, "ROX"}, {core.ReadWriteMany, "RWX"}, {core.ReadWriteOncePod, "RWOP"}} {
		if slices.Contains(modes, m.mode) {
			out = append(out, m.short)
		}
	}
	return strings.Join(out, ",")
}

// unsetIfNil prints "<unset>" for a nil string.
func unsetIfNil(s *string) string {
	if s == nil {
		return "<unset>"
	}
	return *s
}

// volumeModeString prints a volume mode, or "<unset>".
func volumeModeString(mode *core.PersistentVolumeMode) string {
	if mode == nil {
		return "<unset>"
	}
	return string(*mode)
}

// printReplicationController: NAME DESIRED CURRENT READY AGE CONTAINERS
// IMAGES SELECTOR.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printReplicationController.
func printReplicationController(obj runtime.Object) (metav1.TableRow, error) {
	rc := obj.(*core.ReplicationController)
	var desired int32
	if rc.Spec.Replicas != nil {
		desired = *rc.Spec.Replicas
	}
	var containers []core.Container
	if rc.Spec.Template != nil {
		containers = rc.Spec.Template.Spec.Containers
	}
	names, images := genericprinters.LayoutContainerCells(containers)
	return cells(rc.Name, int64(desired), int64(rc.Status.Replicas), int64(rc.Status.ReadyReplicas),
		translateTimestampSince(rc.CreationTimestamp), names, images, labels.FormatLabels(rc.Spec.Selector)), nil
}

// printPodTemplate: NAME CONTAINERS IMAGES POD LABELS.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printPodTemplate.
func printPodTemplate(obj runtime.Object) (metav1.TableRow, error) {
	pt := obj.(*core.PodTemplate)
	names, images := genericprinters.LayoutContainerCells(pt.Template.Spec.Containers)
	return cells(pt.Name, names, images, labels.FormatLabels(pt.Template.Labels)), nil
}

// printComponentStatus: STATUS is Healthy, Unhealthy or Unknown, from the
// Healthy condition.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printComponentStatus.
func printComponentStatus(obj runtime.Object) (metav1.TableRow, error) {
	cs := obj.(*core.ComponentStatus)
	status, message, errMsg := "Unknown", "", ""
	for _, c := range cs.Conditions {
		if c.Type == core.ComponentHealthy {
			status = "Unhealthy"
			if c.Status == core.ConditionTrue {
				status = "Healthy"
			}
			message, errMsg = c.Message, c.Error
			break
		}
	}
	return cells(cs.Name, status, message, errMsg), nil
}
