// Package union chains authorizers: each is asked in turn, the first
// Allow or Deny is the answer, and NoOpinion passes the question on. When
// nobody decides, the union has no opinion either, and its reason and
// error gather those of every authorizer asked. NewRuleResolvers does the
// same for RuleResolvers, concatenating their rules.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/authorization/union.
//
// Left out: the conditions-aware methods (ConditionsAwareAuthorize,
// EvaluateConditions). Errors are joined with the standard errors.Join
// instead of apimachinery's utilerrors.NewAggregate (the text differs:
// one error per line instead of "[a, b]").
package union
