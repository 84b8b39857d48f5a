package user

// Info is what the server knows about the sender of a request once it
// has been authenticated.
// Upstream: k8s.io/apiserver/pkg/authentication/user.Info.
type Info interface {
	// GetName is the name that identifies this user among all active
	// users; it may change when the user is renamed.
	GetName() string
	// GetUID identifies this user across time: a user deleted and one
	// added with the same name have different UIDs. It may be empty.
	GetUID() string
	// GetGroups are the groups the user belongs to.
	GetGroups() []string
	// GetExtra carries anything else an authenticator knows (scopes,
	// the credential's ID ...); authorizers may read it. Keys should be
	// lower case, as they travel in HTTP header names.
	GetExtra() map[string][]string
}

// DefaultInfo is a plain Info.
// Upstream: k8s.io/apiserver/pkg/authentication/user.DefaultInfo.
type DefaultInfo struct {
	Name   string
	UID    string
	Groups []string
	Extra  map[string][]string
}

var _ Info = (*DefaultInfo)(nil)

// GetName returns Name.
// Upstream: k8s.io/apiserver/pkg/authentication/user.(*DefaultInfo).GetName.
func (i *DefaultInfo) GetName() string { return i.Name }

// GetUID returns UID.
// Upstream: k8s.io/apiserver/pkg/authentication/user.(*DefaultInfo).GetUID.
func (i *DefaultInfo) GetUID() string { return i.UID }

// GetGroups returns Groups.
// Upstream: k8s.io/apiserver/pkg/authentication/user.(*DefaultInfo).GetGroups.
func (i *DefaultInfo) GetGroups() []string { return i.Groups }

// GetExtra returns Extra.
// Upstream: k8s.io/apiserver/pkg/authentication/user.(*DefaultInfo).GetExtra.
func (i *DefaultInfo) GetExtra() map[string][]string { return i.Extra }

// Well-known user and group names. Authorizers (RBAC's default
// bindings) give them meaning; the names themselves are a contract with
// every client and cluster, so they match upstream exactly.
// Upstream: k8s.io/apiserver/pkg/authentication/user (constants).
const (
	// SystemPrivilegedGroup may do anything: RBAC binds it to cluster-admin.
	SystemPrivilegedGroup = "system:masters"
	// AllUnauthenticated is the group of every request no authenticator
	// recognised.
	AllUnauthenticated = "system:unauthenticated"
	// AllAuthenticated is the group of every authenticated request.
	AllAuthenticated = "system:authenticated"
	// Anonymous is the user of a request no authenticator recognised.
	Anonymous = "system:anonymous"
	// MonitoringGroup may read the servers' metrics and health.
	MonitoringGroup = "system:monitoring"
	// KubeProxy, KubeControllerManager and KubeScheduler are the users
	// the cluster's components authenticate as; RBAC's bootstrap policy
	// binds each to its role.
	KubeProxy             = "system:kube-proxy"
	KubeControllerManager = "system:kube-controller-manager"
	KubeScheduler         = "system:kube-scheduler"

	// CredentialIDKey is the extra key under which an authenticator
	// names the credential the user presented (a certificate's
	// fingerprint, a token's jti), for audit.
	CredentialIDKey = "authentication.kubernetes.io/credential-id"
)
