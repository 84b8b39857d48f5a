package util

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	authorizationapi "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization"
)

// ResourceAttributesFrom is the resource request in, sent by user. An
// empty version matches every version ("*").
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/util.ResourceAttributesFrom
// (without the selectors).
func ResourceAttributesFrom(user user.Info, in authorizationapi.ResourceAttributes) authorizer.AttributesRecord {
	return authorizer.AttributesRecord{
		User:            user,
		Verb:            in.Verb,
		Namespace:       in.Namespace,
		APIGroup:        in.Group,
		APIVersion:      matchAllVersionIfEmpty(in.Version),
		Resource:        in.Resource,
		Subresource:     in.Subresource,
		Name:            in.Name,
		ResourceRequest: true,
	}
}

// NonResourceAttributesFrom is the non-resource request in, sent by user.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/util.NonResourceAttributesFrom.
func NonResourceAttributesFrom(user user.Info, in authorizationapi.NonResourceAttributes) authorizer.AttributesRecord {
	return authorizer.AttributesRecord{User: user, ResourceRequest: false, Path: in.Path, Verb: in.Verb}
}

// convertToUserInfoExtra turns the review's extra into the user's.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/util.convertToUserInfoExtra.
func convertToUserInfoExtra(extra map[string]authorizationapi.ExtraValue) map[string][]string {
	if extra == nil {
		return nil
	}
	ret := map[string][]string{}
	for k, v := range extra {
		ret[k] = []string(v)
	}
	return ret
}

// AuthorizationAttributesFrom is the request a SubjectAccessReview asks
// about, sent by the user it names.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/util.AuthorizationAttributesFrom.
func AuthorizationAttributesFrom(spec authorizationapi.SubjectAccessReviewSpec) authorizer.AttributesRecord {
	userToCheck := &user.DefaultInfo{
		Name:   spec.User,
		Groups: spec.Groups,
		UID:    spec.UID,
		Extra:  convertToUserInfoExtra(spec.Extra),
	}
	if spec.ResourceAttributes != nil {
		return ResourceAttributesFrom(userToCheck, *spec.ResourceAttributes)
	}
	return NonResourceAttributesFrom(userToCheck, *spec.NonResourceAttributes)
}

// matchAllVersionIfEmpty is "*" for "".
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/util.matchAllVersionIfEmpty.
func matchAllVersionIfEmpty(version string) string {
	if len(version) == 0 {
		return "*"
	}
	return version
}

// BuildEvaluationError is the evaluationError of a review: the
// authorizer's error, if any.
// Upstream: k8s.io/kubernetes/pkg/registry/authorization/util.BuildEvaluationError
// (which also reports selectors it could not parse).
func BuildEvaluationError(evaluationError error, attrs authorizer.AttributesRecord) string {
	if evaluationError == nil {
		return ""
	}
	return evaluationError.Error()
}

// StatusFrom is a review's status for an authorizer's answer.
// Upstream: the status literal each access review's Create builds.
func StatusFrom(decision authorizer.Decision, reason string, evaluationErr error, attrs authorizer.AttributesRecord) authorizationapi.SubjectAccessReviewStatus {
	return authorizationapi.SubjectAccessReviewStatus{
		Allowed:         decision == authorizer.DecisionAllow,
		Denied:          decision == authorizer.DecisionDeny,
		Reason:          reason,
		EvaluationError: BuildEvaluationError(evaluationErr, attrs),
	}
}
