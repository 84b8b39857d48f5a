package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime"

// FlowSchemaDefaultMatchingPrecedence is a FlowSchema's default
// matchingPrecedence.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/v1.FlowSchemaDefaultMatchingPrecedence.
const FlowSchemaDefaultMatchingPrecedence int32 = 1000

// The defaults of a limited priority level.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/v1 (constants).
const (
	PriorityLevelConfigurationDefaultHandSize                 int32 = 8
	PriorityLevelConfigurationDefaultQueues                   int32 = 64
	PriorityLevelConfigurationDefaultQueueLengthLimit         int32 = 50
	PriorityLevelConfigurationDefaultNominalConcurrencyShares int32 = 30
)

func addDefaultingFuncs(scheme *runtime.Scheme) error {
	return RegisterDefaults(scheme)
}

// SetDefaults_FlowSchemaSpec defaults matchingPrecedence to 1000.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/v1.SetDefaults_FlowSchemaSpec.
func SetDefaults_FlowSchemaSpec(spec *FlowSchemaSpec) {
	if spec.MatchingPrecedence == 0 {
		spec.MatchingPrecedence = FlowSchemaDefaultMatchingPrecedence
	}
}

// SetDefaults_ExemptPriorityLevelConfiguration defaults both fields to 0.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/v1.SetDefaults_ExemptPriorityLevelConfiguration.
func SetDefaults_ExemptPriorityLevelConfiguration(eplc *ExemptPriorityLevelConfiguration) {
	if eplc.NominalConcurrencyShares == nil {
		eplc.NominalConcurrencyShares = ptr(int32(0))
	}
	if eplc.LendablePercent == nil {
		eplc.LendablePercent = ptr(int32(0))
	}
}

// SetDefaults_LimitedPriorityLevelConfiguration defaults the shares to 30
// and lendablePercent to 0. An explicit 0 share stays 0: that is why v1
// has a pointer.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/v1.SetDefaults_LimitedPriorityLevelConfiguration.
func SetDefaults_LimitedPriorityLevelConfiguration(lplc *LimitedPriorityLevelConfiguration) {
	if lplc.NominalConcurrencyShares == nil {
		lplc.NominalConcurrencyShares = ptr(PriorityLevelConfigurationDefaultNominalConcurrencyShares)
	}
	if lplc.LendablePercent == nil {
		lplc.LendablePercent = ptr(int32(0))
	}
}

// SetDefaults_QueuingConfiguration defaults 64 queues, hands of 8, and
// 50 requests per queue.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/v1.SetDefaults_QueuingConfiguration.
func SetDefaults_QueuingConfiguration(cfg *QueuingConfiguration) {
	if cfg.HandSize == 0 {
		cfg.HandSize = PriorityLevelConfigurationDefaultHandSize
	}
	if cfg.Queues == 0 {
		cfg.Queues = PriorityLevelConfigurationDefaultQueues
	}
	if cfg.QueueLengthLimit == 0 {
		cfg.QueueLengthLimit = PriorityLevelConfigurationDefaultQueueLengthLimit
	}
}

func ptr[T any](v T) *T { return &v }
