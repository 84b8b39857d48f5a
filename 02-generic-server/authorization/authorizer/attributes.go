package authorizer

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// AttributesRecord is a plain Attributes.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord
// (without the selector requirements).
type AttributesRecord struct {
	User            user.Info
	Verb            string
	Namespace       string
	APIGroup        string
	APIVersion      string
	Resource        string
	Subresource     string
	Name            string
	ResourceRequest bool
	Path            string
}

var _ Attributes = AttributesRecord{}

// GetUser returns User.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord.GetUser.
func (a AttributesRecord) GetUser() user.Info { return a.User }

// GetVerb returns Verb.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord.GetVerb.
func (a AttributesRecord) GetVerb() string { return a.Verb }

// IsReadOnly is true for get, list and watch.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord.IsReadOnly.
func (a AttributesRecord) IsReadOnly() bool {
	return a.Verb == "get" || a.Verb == "list" || a.Verb == "watch"
}

// GetNamespace returns Namespace.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord.GetNamespace.
func (a AttributesRecord) GetNamespace() string { return a.Namespace }

// GetResource returns Resource.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord.GetResource.
func (a AttributesRecord) GetResource() string { return a.Resource }

// GetSubresource returns Subresource.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord.GetSubresource.
func (a AttributesRecord) GetSubresource() string { return a.Subresource }

// GetName returns Name.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord.GetName.
func (a AttributesRecord) GetName() string { return a.Name }

// GetAPIGroup returns APIGroup.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord.GetAPIGroup.
func (a AttributesRecord) GetAPIGroup() string { return a.APIGroup }

// GetAPIVersion returns APIVersion.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord.GetAPIVersion.
func (a AttributesRecord) GetAPIVersion() string { return a.APIVersion }

// IsResourceRequest returns ResourceRequest.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord.IsResourceRequest.
func (a AttributesRecord) IsResourceRequest() bool { return a.ResourceRequest }

// GetPath returns Path.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord.GetPath.
func (a AttributesRecord) GetPath() string { return a.Path }

// AttributesFrom builds the Attributes of a request sent by u (nil when
// nobody is authenticated) whose URL parsed to ri. The authorization
// filter calls it with what the context carries.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.GetAuthorizerAttributes,
// which reads both from the context and also parses the field and label
// selectors.
func AttributesFrom(u user.Info, ri *request.RequestInfo) AttributesRecord {
	return AttributesRecord{
		User:            u,
		ResourceRequest: ri.IsResourceRequest,
		Path:            ri.Path,
		Verb:            ri.Verb,
		APIGroup:        ri.APIGroup,
		APIVersion:      ri.APIVersion,
		Resource:        ri.Resource,
		Subresource:     ri.Subresource,
		Namespace:       ri.Namespace,
		Name:            ri.Name,
	}
}
