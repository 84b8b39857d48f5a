package authorizer

// ResourceRuleInfo is one rule about resources a user holds.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.ResourceRuleInfo.
type ResourceRuleInfo interface {
	// GetVerbs are the verbs the rule allows.
	GetVerbs() []string
	// GetAPIGroups are the groups of the resources.
	GetAPIGroups() []string
	// GetResources are the resources the rule applies to.
	GetResources() []string
	// GetResourceNames, if not empty, restrict the rule to these names.
	GetResourceNames() []string
}

// DefaultResourceRuleInfo is a plain ResourceRuleInfo.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.DefaultResourceRuleInfo.
type DefaultResourceRuleInfo struct {
	Verbs         []string
	APIGroups     []string
	Resources     []string
	ResourceNames []string
}

var _ ResourceRuleInfo = (*DefaultResourceRuleInfo)(nil)

// GetVerbs returns Verbs.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.(*DefaultResourceRuleInfo).GetVerbs.
func (i *DefaultResourceRuleInfo) GetVerbs() []string { return i.Verbs }

// GetAPIGroups returns APIGroups.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.(*DefaultResourceRuleInfo).GetAPIGroups.
func (i *DefaultResourceRuleInfo) GetAPIGroups() []string { return i.APIGroups }

// GetResources returns Resources.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.(*DefaultResourceRuleInfo).GetResources.
func (i *DefaultResourceRuleInfo) GetResources() []string { return i.Resources }

// GetResourceNames returns ResourceNames.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.(*DefaultResourceRuleInfo).GetResourceNames.
func (i *DefaultResourceRuleInfo) GetResourceNames() []string { return i.ResourceNames }

// NonResourceRuleInfo is one rule about non-resource URLs a user holds.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.NonResourceRuleInfo.
type NonResourceRuleInfo interface {
	// GetVerbs are the lowercase HTTP methods the rule allows.
	GetVerbs() []string
	// GetNonResourceURLs are the paths; a trailing * matches a prefix.
	GetNonResourceURLs() []string
}

// DefaultNonResourceRuleInfo is a plain NonResourceRuleInfo.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.DefaultNonResourceRuleInfo.
type DefaultNonResourceRuleInfo struct {
	Verbs           []string
	NonResourceURLs []string
}

var _ NonResourceRuleInfo = (*DefaultNonResourceRuleInfo)(nil)

// GetVerbs returns Verbs.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.(*DefaultNonResourceRuleInfo).GetVerbs.
func (i *DefaultNonResourceRuleInfo) GetVerbs() []string { return i.Verbs }

// GetNonResourceURLs returns NonResourceURLs.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.(*DefaultNonResourceRuleInfo).GetNonResourceURLs.
func (i *DefaultNonResourceRuleInfo) GetNonResourceURLs() []string { return i.NonResourceURLs }
