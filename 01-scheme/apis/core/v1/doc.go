// Package v1 is version v1 of the core API group, the one kubectl and
// client-go speak under /api/v1: the wire types (with upstream's JSON names
// and protobuf field numbers, field for field), their defaults, their
// conversions to and from the internal types of package core, and the
// field selectors each kind supports.
//
// Stage 01 adds it. Upstream splits it in two: the types live in
// k8s.io/api/core/v1, the defaults and conversions in
// k8s.io/kubernetes/pkg/apis/core/v1 (plus the generated
// zz_generated.defaults.go and zz_generated.conversion.go). We keep one
// package and write by hand what the generators write.
//
// Every field carried has upstream's JSON name, omitempty and protobuf
// number, in upstream's order, so the JSON we write matches upstream's byte
// for byte; a field left out is left out whole (a client that sends it
// gets it dropped, as from an older server). Kinds carried: Namespace,
// Pod, ConfigMap, Secret, Service, ServiceAccount, Endpoints, Event,
// LimitRange, ResourceQuota, Node, PersistentVolume,
// PersistentVolumeClaim, ReplicationController, PodTemplate,
// ComponentStatus and their lists, and Binding. Left out, among others:
//
//   - PodSpec: ephemeralContainers, shareProcessNamespace, affinity,
//     hostAliases, dnsConfig, readinessGates, preemptionPolicy,
//     topologySpreadConstraints,
//     setHostnameAsFQDN, os, hostUsers, schedulingGates, resourceClaims,
//     resources, hostnameOverride, schedulingGroup, evictionResponders.
//   - Volume sources other than hostPath, emptyDir, secret, configMap,
//     downwardAPI and projected (and emptyDir.mode, the defaultUser and
//     items[].user fields, the projected clusterTrustBundle and
//     podCertificate sources, the token projection's user).
//   - Container: resizePolicy, restartPolicy, restartPolicyRules,
//     volumeDevices, lifecycle; env valueFrom.resourceFieldRef and
//     fileKeyRef; resources.claims; volumeMounts recursiveReadOnly,
//     mountPropagation, subPathExpr, bindMountOptions; probes' grpc and
//     httpGet.protocol; securityContext seLinuxOptions, windowsOptions,
//     procMount, seccompProfile, appArmorProfile (the same on the pod's
//     securityContext, plus supplementalGroupsPolicy, sysctls,
//     fsGroupChangePolicy, seLinuxChangePolicy).
//   - NodeSpec: configSource (deprecated), podPreemptionPolicy (alpha);
//     NodeStatus: config, runtimeHandlers, features, declaredFeatures;
//     NodeSystemInfo: swap, runningInUserNamespace.
//   - PersistentVolumeSource: every source but hostPath, nfs, local and
//     csi (the in-tree cloud and network plugins: gcePersistentDisk,
//     awsElasticBlockStore, glusterfs, rbd, iscsi, cinder, cephfs, fc,
//     flocker, flexVolume, azureFile, vsphereVolume, quobyte, azureDisk,
//     photonPersistentDisk, portworxVolume, scaleIO, storageos);
//     PersistentVolumeClaimStatus: allocatedResources,
//     allocatedResourceStatuses, currentVolumeAttributesClassName,
//     modifyVolumeStatus, healthStatus.
//   - PodStatus: observedGeneration, ephemeralContainerStatuses,
//     resourceClaimStatuses, extendedResourceClaimStatus,
//     allocatedResources, resources, nodeAllocatableResourceClaimStatuses,
//     volumeHealth; ContainerStatus: allocatedResources, resources,
//     volumeMounts, user, allocatedResourcesStatus, stopSignal;
//     PodCondition.observedGeneration.
//
// ServiceSpec, ConfigMap, Secret, ServiceAccount, Endpoints, Event,
// Namespace, LimitRange and ResourceQuota are complete. Of upstream's hand-written conversions, the
// dropping of the pre-1.8 init-container annotations is left out.
//
// +k8s:deepcopy-gen=package
// +k8s:defaulter-gen=TypeMeta
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/01-scheme/apis/core
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
