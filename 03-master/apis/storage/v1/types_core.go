package v1

// The core types storage.k8s.io refers to. Upstream they live in core/v1
// (k8s.io/api/core/v1) and the internal core package; stage 01's core does
// not carry persistent volumes or topology selectors, so this group keeps
// copies with the same names and the same wire form (JSON names, protobuf
// numbers). Left out: VolumeAttachmentSource.InlineVolumeSpec, a whole
// PersistentVolumeSpec (CSI migration of in-tree volumes).

// PersistentVolumeReclaimPolicy is what happens to a volume released by
// its claim: Retain, Delete or Recycle.
// Upstream: k8s.io/api/core/v1.PersistentVolumeReclaimPolicy.
type PersistentVolumeReclaimPolicy string

// The reclaim policies.
// Upstream: k8s.io/api/core/v1 (constants).
const (
	PersistentVolumeReclaimRecycle PersistentVolumeReclaimPolicy = "Recycle"
	PersistentVolumeReclaimDelete  PersistentVolumeReclaimPolicy = "Delete"
	PersistentVolumeReclaimRetain  PersistentVolumeReclaimPolicy = "Retain"
)

// PersistentVolumeAccessMode is how a volume may be mounted.
// Upstream: k8s.io/api/core/v1.PersistentVolumeAccessMode.
type PersistentVolumeAccessMode string

// PersistentVolumeMode is Block or Filesystem.
// Upstream: k8s.io/api/core/v1.PersistentVolumeMode.
type PersistentVolumeMode string

// TopologySelectorTerm is a set of label requirements a topology must
// meet, all of them (AND).
// Upstream: k8s.io/api/core/v1.TopologySelectorTerm.
type TopologySelectorTerm struct {
	MatchLabelExpressions []TopologySelectorLabelRequirement `json:"matchLabelExpressions,omitempty" protobuf:"bytes,1,rep,name=matchLabelExpressions"`
}

// TopologySelectorLabelRequirement is a label key and the values it may
// take (OR).
// Upstream: k8s.io/api/core/v1.TopologySelectorLabelRequirement.
type TopologySelectorLabelRequirement struct {
	Key    string   `json:"key" protobuf:"bytes,1,opt,name=key"`
	Values []string `json:"values" protobuf:"bytes,2,rep,name=values"`
}
