// Package authorizer holds the vocabulary every authorizer speaks: the
// Attributes of a request (who asks, which verb, on what), the Decision
// an authorizer answers (Allow, Deny, or NoOpinion: let the next one
// decide), the Authorizer interface itself, and the RuleResolver that
// lists the rules a user holds (for SelfSubjectRulesReview and
// "kubectl auth can-i --list"). AttributesFrom builds the Attributes of a
// request from its user and its RequestInfo, as the authorization filter
// will.
//
// Stage 02 keeps it, as upstream's generic server library does: stage
// 06's audit policy matches requests on these Attributes, and stage 07's
// authorizers answer them. (Stage 07 wrote it; it moved here so that
// audit needs no copy.) Upstream: k8s.io/apiserver/pkg/authorization/authorizer
// (interfaces.go, rule.go) and, for AttributesFrom,
// k8s.io/apiserver/pkg/endpoints/filters.GetAuthorizerAttributes.
//
// Left out: conditional authorization (upstream v1.37's
// ConditionsAwareAuthorize, EvaluateConditions and the ConditionsMap
// machinery: here Authorizer has Authorize only); the field and label
// selector requirements of Attributes (GetFieldSelector, GetLabelSelector),
// because our RequestInfo does not carry the selectors;
// RequestAttributesGetter.
package authorizer
