package bootstrap

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	flowcontrol "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/v1"
)

// The well-known users and groups the suggested objects name.
// Upstream: k8s.io/apiserver/pkg/authentication/user (KubeControllerManager,
// KubeScheduler, NodesGroup); stage 02's user package has only the names
// it uses. Service accounts' group is stage 02's serviceaccount.AllServiceAccountsGroup.
const (
	kubeControllerManager = "system:kube-controller-manager"
	kubeScheduler         = "system:kube-scheduler"
	nodesGroup            = "system:nodes"
	coordinationGroup     = "coordination.k8s.io"
	coreGroup             = ""
)

var (
	// MandatoryPriorityLevelConfigurations are kept as they are here.
	// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap.MandatoryPriorityLevelConfigurations.
	MandatoryPriorityLevelConfigurations = []*flowcontrol.PriorityLevelConfiguration{
		MandatoryPriorityLevelConfigurationCatchAll,
		MandatoryPriorityLevelConfigurationExempt,
	}
	// MandatoryFlowSchemas are kept as they are here.
	// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap.MandatoryFlowSchemas.
	MandatoryFlowSchemas = []*flowcontrol.FlowSchema{
		MandatoryFlowSchemaExempt,
		MandatoryFlowSchemaCatchAll,
	}
)

var (
	// SuggestedPriorityLevelConfigurations are created when missing.
	// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap.SuggestedPriorityLevelConfigurations.
	SuggestedPriorityLevelConfigurations = []*flowcontrol.PriorityLevelConfiguration{
		SuggestedPriorityLevelConfigurationSystem,
		SuggestedPriorityLevelConfigurationNodeHigh,
		SuggestedPriorityLevelConfigurationLeaderElection,
		SuggestedPriorityLevelConfigurationWorkloadHigh,
		SuggestedPriorityLevelConfigurationWorkloadLow,
		SuggestedPriorityLevelConfigurationGlobalDefault,
	}
	// SuggestedFlowSchemas are created when missing.
	// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap.SuggestedFlowSchemas.
	SuggestedFlowSchemas = []*flowcontrol.FlowSchema{
		SuggestedFlowSchemaSystemNodes,               // references "system" priority-level
		SuggestedFlowSchemaSystemNodeHigh,            // references "node-high" priority-level
		SuggestedFlowSchemaProbes,                    // references "exempt" priority-level
		SuggestedFlowSchemaSystemLeaderElection,      // references "leader-election" priority-level
		SuggestedFlowSchemaKubeControllerManager,     // references "workload-high" priority-level
		SuggestedFlowSchemaKubeScheduler,             // references "workload-high" priority-level
		SuggestedFlowSchemaKubeSystemServiceAccounts, // references "workload-high" priority-level
		SuggestedFlowSchemaServiceAccounts,           // references "workload-low" priority-level
		SuggestedFlowSchemaGlobalDefault,             // references "global-default" priority-level
	}
)

// The mandatory priority levels.
// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap (variables of the same names).
var (
	MandatoryPriorityLevelConfigurationExempt = newPriorityLevelConfiguration(
		flowcontrol.PriorityLevelConfigurationNameExempt,
		flowcontrol.PriorityLevelConfigurationSpec{
			Type: flowcontrol.PriorityLevelEnablementExempt,
			Exempt: &flowcontrol.ExemptPriorityLevelConfiguration{
				NominalConcurrencyShares: ptr(int32(0)),
				LendablePercent:          ptr(int32(0)),
			},
		})
	MandatoryPriorityLevelConfigurationCatchAll = newPriorityLevelConfiguration(
		flowcontrol.PriorityLevelConfigurationNameCatchAll,
		flowcontrol.PriorityLevelConfigurationSpec{
			Type: flowcontrol.PriorityLevelEnablementLimited,
			Limited: &flowcontrol.LimitedPriorityLevelConfiguration{
				NominalConcurrencyShares: ptr(int32(5)),
				LendablePercent:          ptr(int32(0)),
				LimitResponse:            flowcontrol.LimitResponse{Type: flowcontrol.LimitResponseTypeReject},
			},
		})
)

// The mandatory FlowSchemas: system:masters is exempt; everything else
// lands, at the latest, in catch-all.
// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap (variables of the same names).
var (
	MandatoryFlowSchemaExempt = newFlowSchema(
		"exempt", flowcontrol.PriorityLevelConfigurationNameExempt, 1, "",
		flowcontrol.PolicyRulesWithSubjects{
			Subjects:         groups(user.SystemPrivilegedGroup),
			ResourceRules:    []flowcontrol.ResourcePolicyRule{allResources()},
			NonResourceRules: []flowcontrol.NonResourcePolicyRule{allNonResources()},
		})
	MandatoryFlowSchemaCatchAll = newFlowSchema(
		flowcontrol.FlowSchemaNameCatchAll, flowcontrol.PriorityLevelConfigurationNameCatchAll, 10000,
		flowcontrol.FlowDistinguisherMethodByUserType,
		flowcontrol.PolicyRulesWithSubjects{
			Subjects:         groups(user.AllUnauthenticated, user.AllAuthenticated),
			ResourceRules:    []flowcontrol.ResourcePolicyRule{allResources()},
			NonResourceRules: []flowcontrol.NonResourcePolicyRule{allNonResources()},
		})
)

// The suggested priority levels.
// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap (variables of the same names).
var (
	SuggestedPriorityLevelConfigurationSystem         = limited("system", 30, 33, 64, 6, 50)
	SuggestedPriorityLevelConfigurationNodeHigh       = limited("node-high", 40, 25, 64, 6, 50)
	SuggestedPriorityLevelConfigurationLeaderElection = limited("leader-election", 10, 0, 16, 4, 50)
	SuggestedPriorityLevelConfigurationWorkloadHigh   = limited("workload-high", 40, 50, 128, 6, 50)
	SuggestedPriorityLevelConfigurationWorkloadLow    = limited("workload-low", 100, 90, 128, 6, 50)
	SuggestedPriorityLevelConfigurationGlobalDefault  = limited("global-default", 20, 50, 128, 6, 50)
)

// limited is a Limited, queuing priority level.
// Upstream: none; bootstrap spells each one out.
func limited(name string, shares, lendable, queues, handSize, queueLengthLimit int32) *flowcontrol.PriorityLevelConfiguration {
	return newPriorityLevelConfiguration(name, flowcontrol.PriorityLevelConfigurationSpec{
		Type: flowcontrol.PriorityLevelEnablementLimited,
		Limited: &flowcontrol.LimitedPriorityLevelConfiguration{
			NominalConcurrencyShares: ptr(shares),
			LendablePercent:          ptr(lendable),
			LimitResponse: flowcontrol.LimitResponse{
				Type:    flowcontrol.LimitResponseTypeQueue,
				Queuing: &flowcontrol.QueuingConfiguration{Queues: queues, HandSize: handSize, QueueLengthLimit: queueLengthLimit},
			},
		},
	})
}
