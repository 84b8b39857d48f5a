package bootstrap

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/serviceaccount"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	flowcontrol "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/v1"
)

// The suggested FlowSchemas, by precedence: probes are exempt; leader
// election, nodes, the controller manager and the scheduler come before
// the workloads; service accounts before everyone else.
// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap (variables of the same names).
var (
	SuggestedFlowSchemaProbes = newFlowSchema(
		"probes", "exempt", 2, "",
		flowcontrol.PolicyRulesWithSubjects{
			Subjects: groups(user.AllUnauthenticated, user.AllAuthenticated),
			NonResourceRules: []flowcontrol.NonResourcePolicyRule{
				nonResourceRule([]string{"get"}, []string{"/healthz", "/readyz", "/livez"}),
			},
		})
	SuggestedFlowSchemaSystemLeaderElection = newFlowSchema(
		"system-leader-election", "leader-election", 100, flowcontrol.FlowDistinguisherMethodByUserType,
		flowcontrol.PolicyRulesWithSubjects{
			Subjects: append(users(kubeControllerManager, kubeScheduler), kubeSystemServiceAccount(flowcontrol.NameAll)...),
			ResourceRules: []flowcontrol.ResourcePolicyRule{
				resourceRule([]string{"get", "create", "update"}, []string{coordinationGroup}, []string{"leases"}, []string{flowcontrol.NamespaceEvery}, false),
			},
		})
	SuggestedFlowSchemaSystemNodeHigh = newFlowSchema(
		"system-node-high", "node-high", 400, flowcontrol.FlowDistinguisherMethodByUserType,
		flowcontrol.PolicyRulesWithSubjects{
			Subjects: groups(nodesGroup),
			ResourceRules: []flowcontrol.ResourcePolicyRule{
				resourceRule([]string{flowcontrol.VerbAll}, []string{coreGroup}, []string{"nodes", "nodes/status"}, []string{flowcontrol.NamespaceEvery}, true),
				resourceRule([]string{flowcontrol.VerbAll}, []string{coordinationGroup}, []string{"leases"}, []string{flowcontrol.NamespaceEvery}, false),
			},
		})
	SuggestedFlowSchemaSystemNodes               = everything("system-nodes", "system", 500, flowcontrol.FlowDistinguisherMethodByUserType, groups(nodesGroup))
	SuggestedFlowSchemaKubeControllerManager     = everything("kube-controller-manager", "workload-high", 800, flowcontrol.FlowDistinguisherMethodByNamespaceType, users(kubeControllerManager))
	SuggestedFlowSchemaKubeScheduler             = everything("kube-scheduler", "workload-high", 800, flowcontrol.FlowDistinguisherMethodByNamespaceType, users(kubeScheduler))
	SuggestedFlowSchemaKubeSystemServiceAccounts = everything("kube-system-service-accounts", "workload-high", 900, flowcontrol.FlowDistinguisherMethodByNamespaceType, kubeSystemServiceAccount(flowcontrol.NameAll))
	SuggestedFlowSchemaServiceAccounts           = everything("service-accounts", "workload-low", 9000, flowcontrol.FlowDistinguisherMethodByUserType, groups(serviceaccount.AllServiceAccountsGroup))
	SuggestedFlowSchemaGlobalDefault             = everything("global-default", "global-default", 9900, flowcontrol.FlowDistinguisherMethodByUserType, groups(user.AllUnauthenticated, user.AllAuthenticated))
)

// everything is a FlowSchema matching every request of subjects.
// Upstream: none; bootstrap spells each one out.
func everything(name, plName string, matchingPrecedence int32, dmType flowcontrol.FlowDistinguisherMethodType, subjects []flowcontrol.Subject) *flowcontrol.FlowSchema {
	return newFlowSchema(name, plName, matchingPrecedence, dmType, flowcontrol.PolicyRulesWithSubjects{
		Subjects:         subjects,
		ResourceRules:    []flowcontrol.ResourcePolicyRule{allResources()},
		NonResourceRules: []flowcontrol.NonResourcePolicyRule{allNonResources()},
	})
}

// newPriorityLevelConfiguration is a level annotated for auto-update.
// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap.newPriorityLevelConfiguration.
func newPriorityLevelConfiguration(name string, spec flowcontrol.PriorityLevelConfigurationSpec) *flowcontrol.PriorityLevelConfiguration {
	return &flowcontrol.PriorityLevelConfiguration{
		ObjectMeta: metav1.ObjectMeta{Name: name, Annotations: map[string]string{flowcontrol.AutoUpdateAnnotationKey: "true"}},
		Spec:       spec,
	}
}

// newFlowSchema is a FlowSchema annotated for auto-update; an empty
// dmType means no distinguisher.
// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap.newFlowSchema.
func newFlowSchema(name, plName string, matchingPrecedence int32, dmType flowcontrol.FlowDistinguisherMethodType, rules ...flowcontrol.PolicyRulesWithSubjects) *flowcontrol.FlowSchema {
	var dm *flowcontrol.FlowDistinguisherMethod
	if dmType != "" {
		dm = &flowcontrol.FlowDistinguisherMethod{Type: dmType}
	}
	return &flowcontrol.FlowSchema{
		ObjectMeta: metav1.ObjectMeta{Name: name, Annotations: map[string]string{flowcontrol.AutoUpdateAnnotationKey: "true"}},
		Spec: flowcontrol.FlowSchemaSpec{
			PriorityLevelConfiguration: flowcontrol.PriorityLevelConfigurationReference{Name: plName},
			MatchingPrecedence:         matchingPrecedence,
			DistinguisherMethod:        dm,
			Rules:                      rules,
		},
	}
}

// groups, users and kubeSystemServiceAccount make subjects.
// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap.groups.
func groups(names ...string) []flowcontrol.Subject {
	ans := make([]flowcontrol.Subject, len(names))
	for i, name := range names {
		ans[i] = flowcontrol.Subject{Kind: flowcontrol.SubjectKindGroup, Group: &flowcontrol.GroupSubject{Name: name}}
	}
	return ans
}

// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap.users.
func users(names ...string) []flowcontrol.Subject {
	ans := make([]flowcontrol.Subject, len(names))
	for i, name := range names {
		ans[i] = flowcontrol.Subject{Kind: flowcontrol.SubjectKindUser, User: &flowcontrol.UserSubject{Name: name}}
	}
	return ans
}

// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap.kubeSystemServiceAccount.
func kubeSystemServiceAccount(names ...string) []flowcontrol.Subject {
	subjects := []flowcontrol.Subject{}
	for _, name := range names {
		subjects = append(subjects, flowcontrol.Subject{
			Kind:           flowcontrol.SubjectKindServiceAccount,
			ServiceAccount: &flowcontrol.ServiceAccountSubject{Name: name, Namespace: metav1.NamespaceSystem},
		})
	}
	return subjects
}

// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap.resourceRule.
func resourceRule(verbs, groups, resources, namespaces []string, clusterScoped bool) flowcontrol.ResourcePolicyRule {
	return flowcontrol.ResourcePolicyRule{Verbs: verbs, APIGroups: groups, Resources: resources, Namespaces: namespaces, ClusterScope: clusterScoped}
}

// Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap.nonResourceRule.
func nonResourceRule(verbs, nonResourceURLs []string) flowcontrol.NonResourcePolicyRule {
	return flowcontrol.NonResourcePolicyRule{Verbs: verbs, NonResourceURLs: nonResourceURLs}
}

// allResources matches every resource request, namespaced or not.
func allResources() flowcontrol.ResourcePolicyRule {
	return resourceRule([]string{flowcontrol.VerbAll}, []string{flowcontrol.APIGroupAll}, []string{flowcontrol.ResourceAll}, []string{flowcontrol.NamespaceEvery}, true)
}

// allNonResources matches every other request.
func allNonResources() flowcontrol.NonResourcePolicyRule {
	return nonResourceRule([]string{flowcontrol.VerbAll}, []string{flowcontrol.NonResourceAll})
}

func ptr[T any](v T) *T { return &v }
