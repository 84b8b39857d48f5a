package matchconditions

import (
	"context"
	"errors"

	"github.com/google/cel-go/cel"
	celtypes "github.com/google/cel-go/common/types"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	celplugin "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/cel"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	admissionv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admission/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// RuntimeCELCostBudgetMatchConditions is the cost budget of all the
// matchConditions of one policy for one request.
// Upstream: k8s.io/apiserver/pkg/apis/cel.RuntimeCELCostBudgetMatchConditions.
const RuntimeCELCostBudgetMatchConditions = 2500000

// MatchCondition is a matchCondition as a CEL expression returning bool.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/matchconditions.MatchCondition.
type MatchCondition admissionregistration.MatchCondition

func (v *MatchCondition) GetExpression() string    { return v.Expression }
func (v *MatchCondition) ReturnTypes() []*cel.Type { return []*cel.Type{cel.BoolType} }

// MatchResult says whether the conditions matched, which one did not,
// or what went wrong.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/matchconditions.MatchResult.
type MatchResult struct {
	Matches             bool
	Error               error
	FailedConditionName string
}

// Matcher evaluates the compiled conditions of one policy.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/matchconditions.matcher.
type Matcher struct {
	filter     celplugin.ConditionEvaluator
	failPolicy admissionregistration.FailurePolicyType
}

// NewMatcher returns a Matcher of compiled conditions; a nil failPolicy
// is Fail.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/matchconditions.NewMatcher.
func NewMatcher(filter celplugin.ConditionEvaluator, failPolicy *admissionregistration.FailurePolicyType) *Matcher {
	f := admissionregistration.Fail
	if failPolicy != nil {
		f = *failPolicy
	}
	return &Matcher{filter: filter, failPolicy: f}
}

// Match evaluates the conditions: the first false one decides; errors
// are kept (Fail) or make it not match (Ignore).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/matchconditions.(*matcher).Match.
func (m *Matcher) Match(ctx context.Context, versionedAttr *generic.VersionedAttributes, versionedParams runtime.Object, authz authorizer.Authorizer) MatchResult {
	request := celplugin.CreateAdmissionRequest(versionedAttr.Attributes,
		admissionv1.GroupVersionResource{Group: versionedAttr.GetResource().Group, Version: versionedAttr.GetResource().Version, Resource: versionedAttr.GetResource().Resource},
		admissionv1.GroupVersionKind{Group: versionedAttr.VersionedKind.Group, Version: versionedAttr.VersionedKind.Version, Kind: versionedAttr.VersionedKind.Kind})
	evalResults, _, err := m.filter.ForInput(ctx, versionedAttr, request,
		celplugin.OptionalVariableBindings{VersionedParams: versionedParams, Authorizer: authz}, nil, RuntimeCELCostBudgetMatchConditions)
	if err != nil {
		if m.failPolicy == admissionregistration.Ignore {
			return MatchResult{}
		}
		return MatchResult{Error: err}
	}
	var errs []error
	for _, r := range evalResults {
		condition, ok := r.ExpressionAccessor.(*MatchCondition)
		if !ok {
			errs = append(errs, errors.New("internal error converting ExpressionAccessor to MatchCondition"))
			continue
		}
		if r.Error != nil {
			errs = append(errs, r.Error)
		}
		if r.EvalResult == celtypes.False {
			return MatchResult{FailedConditionName: condition.Name}
		}
	}
	if len(errs) > 0 {
		if m.failPolicy == admissionregistration.Ignore {
			return MatchResult{}
		}
		return MatchResult{Error: aggregate(errs)}
	}
	return MatchResult{Matches: true}
}

// aggregate joins errors as upstream's utilerrors.NewAggregate prints
// them: one as itself, several as "[a, b]".
func aggregate(errs []error) error {
	if len(errs) == 1 {
		return errs[0]
	}
	msg := "["
	for i, e := range errs {
		if i > 0 {
			msg += ", "
		}
		msg += e.Error()
	}
	return errors.New(msg + "]")
}
