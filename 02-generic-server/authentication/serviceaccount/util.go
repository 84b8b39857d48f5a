package serviceaccount

import (
	"fmt"
	"strings"

	apimachineryvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

// The names of service accounts as users and groups.
// Upstream: k8s.io/apiserver/pkg/authentication/serviceaccount (constants).
const (
	ServiceAccountUsernamePrefix    = "system:serviceaccount:"
	ServiceAccountUsernameSeparator = ":"
	ServiceAccountGroupPrefix       = "system:serviceaccounts:"
	AllServiceAccountsGroup         = "system:serviceaccounts"
)

// The extra keys a service account token puts on its user (and
// user.CredentialIDKey, the token's jti or its secret's).
// Upstream: k8s.io/apiserver/pkg/authentication/serviceaccount (constants).
const (
	// IssuedCredentialIDAuditAnnotationKey is the audit annotation that
	// records the credential ID of a token the server issued.
	IssuedCredentialIDAuditAnnotationKey = "authentication.kubernetes.io/issued-credential-id"
	// PodNameKey is the name of the pod a token is bound to.
	PodNameKey = "authentication.kubernetes.io/pod-name"
	// PodUIDKey is the UID of the pod a token is bound to.
	PodUIDKey = "authentication.kubernetes.io/pod-uid"
	// NodeNameKey is the name of the node a token is bound to.
	NodeNameKey = "authentication.kubernetes.io/node-name"
	// NodeUIDKey is the UID of the node a token is bound to.
	NodeUIDKey = "authentication.kubernetes.io/node-uid"
)

// MakeUsername is the user name of a service account.
// Upstream: k8s.io/apiserver/pkg/authentication/serviceaccount.MakeUsername.
func MakeUsername(namespace, name string) string {
	return ServiceAccountUsernamePrefix + namespace + ServiceAccountUsernameSeparator + name
}

// MatchesUsername reports whether username is the service account
// namespace/name, without allocating.
// Upstream: k8s.io/apiserver/pkg/authentication/serviceaccount.MatchesUsername.
func MatchesUsername(namespace, name string, username string) bool {
	rest, ok := strings.CutPrefix(username, ServiceAccountUsernamePrefix)
	if !ok {
		return false
	}
	if rest, ok = strings.CutPrefix(rest, namespace); !ok {
		return false
	}
	if rest, ok = strings.CutPrefix(rest, ServiceAccountUsernameSeparator); !ok {
		return false
	}
	return rest == name
}

// errInvalidUsername is SplitUsername's one error, as upstream words it.
var errInvalidUsername = fmt.Errorf("Username must be in the form %s", MakeUsername("namespace", "name"))

// SplitUsername returns the namespace and name of a service account user
// name, and an error if username is not one or its parts are not valid
// namespace and service account names.
// Upstream: k8s.io/apiserver/pkg/authentication/serviceaccount.SplitUsername.
func SplitUsername(username string) (string, string, error) {
	trimmed, ok := strings.CutPrefix(username, ServiceAccountUsernamePrefix)
	if !ok {
		return "", "", errInvalidUsername
	}
	parts := strings.Split(trimmed, ServiceAccountUsernameSeparator)
	if len(parts) != 2 {
		return "", "", errInvalidUsername
	}
	namespace, name := parts[0], parts[1]
	if len(apimachineryvalidation.ValidateNamespaceName(namespace, false)) != 0 {
		return "", "", errInvalidUsername
	}
	// A service account name is a DNS subdomain.
	// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateServiceAccountName.
	if len(apimachineryvalidation.NameIsDNSSubdomain(name, false)) != 0 {
		return "", "", errInvalidUsername
	}
	return namespace, name, nil
}

// MakeGroupNames are the groups of every service account of namespace.
// Upstream: k8s.io/apiserver/pkg/authentication/serviceaccount.MakeGroupNames.
func MakeGroupNames(namespace string) []string {
	return []string{AllServiceAccountsGroup, MakeNamespaceGroupName(namespace)}
}

// MakeNamespaceGroupName is the group of the service accounts of namespace.
// Upstream: k8s.io/apiserver/pkg/authentication/serviceaccount.MakeNamespaceGroupName.
func MakeNamespaceGroupName(namespace string) string {
	return ServiceAccountGroupPrefix + namespace
}

// UserInfo is the user of service account namespace/name with uid.
// Upstream: k8s.io/apiserver/pkg/authentication/serviceaccount.UserInfo.
func UserInfo(namespace, name, uid string) user.Info {
	return (&ServiceAccountInfo{Name: name, Namespace: namespace, UID: uid}).UserInfo()
}

// ServiceAccountInfo is what a token says about its service account and
// what the token is bound to.
// Upstream: k8s.io/apiserver/pkg/authentication/serviceaccount.ServiceAccountInfo
// (without the webhook-configuration and attestation fields).
type ServiceAccountInfo struct {
	Name, Namespace, UID string
	PodName, PodUID      string
	CredentialID         string
	NodeName, NodeUID    string
}

// UserInfo is the user the service account authenticates as: its name,
// UID and groups, and in extra the pod (only when both its name and UID
// are known), the credential ID and the node (its UID only with its name).
// Upstream: k8s.io/apiserver/pkg/authentication/serviceaccount.(*ServiceAccountInfo).UserInfo.
func (sa *ServiceAccountInfo) UserInfo() user.Info {
	info := &user.DefaultInfo{
		Name:   MakeUsername(sa.Namespace, sa.Name),
		UID:    sa.UID,
		Groups: MakeGroupNames(sa.Namespace),
	}
	extra := map[string][]string{}
	if sa.PodName != "" && sa.PodUID != "" {
		extra[PodNameKey] = []string{sa.PodName}
		extra[PodUIDKey] = []string{sa.PodUID}
	}
	if sa.CredentialID != "" {
		extra[user.CredentialIDKey] = []string{sa.CredentialID}
	}
	if sa.NodeName != "" {
		extra[NodeNameKey] = []string{sa.NodeName}
		if sa.NodeUID != "" {
			extra[NodeUIDKey] = []string{sa.NodeUID}
		}
	}
	if len(extra) > 0 {
		info.Extra = extra
	}
	return info
}
