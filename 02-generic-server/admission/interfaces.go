package admission

import (
	"context"
	"io"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

// Attributes is what a plugin knows about the request it decides on:
// what is being done (operation, options, dry run), to what (kind,
// resource, subresource, namespace, name, the new and the old object),
// and by whom.
// Upstream: k8s.io/apiserver/pkg/admission.Attributes.
type Attributes interface {
	// GetName is the object's name as the request gives it; empty on a
	// create whose name the server will generate.
	GetName() string
	// GetNamespace is the request's namespace, if any.
	GetNamespace() string
	// GetResource is the resource in the URL, such as apps/v1 deployments.
	GetResource() schema.GroupVersionResource
	// GetSubresource is "status", "scale" ... or "". pods/foo/status has
	// the kind Pod; pods/foo/binding has the kind Binding.
	GetSubresource() string
	// GetOperation is CREATE, UPDATE, DELETE or CONNECT.
	GetOperation() Operation
	// GetOperationOptions are the CreateOptions, UpdateOptions or
	// DeleteOptions of the request.
	GetOperationOptions() runtime.Object
	// IsDryRun says nothing will be stored (?dryRun=All): a plugin with
	// side effects must not have them. False does not mean the object
	// will be stored: a later step may still refuse it.
	IsDryRun() bool
	// GetObject is the new object; nil on a delete.
	GetObject() runtime.Object
	// GetOldObject is the stored object, for an update or a delete.
	GetOldObject() runtime.Object
	// GetKind is the kind served, such as apps/v1 Deployment.
	GetKind() schema.GroupVersionKind
	// GetUserInfo is the requesting user; nil when no authenticator ran.
	GetUserInfo() user.Info
	// AddAnnotation records a key and value for the audit log. The key is
	// qualified (plugin.admission.k8s.io/what); setting a key again to
	// another value is an error.
	AddAnnotation(key, value string) error
	// GetReinvocationContext is the state the mutating chain's two passes
	// share: whether this is the second, whether one is needed, and each
	// plugin's own memory of what it did.
	GetReinvocationContext() ReinvocationContext
}

// ReinvocationContext is what the two passes of the mutating chain over
// one request share. A plugin that changed the object asks for a second
// pass (SetShouldReinvoke); in it (IsReinvoke) plugins with a
// reinvocation policy decide from their own values whether to run again.
// Upstream: k8s.io/apiserver/pkg/admission.ReinvocationContext.
type ReinvocationContext interface {
	// IsReinvoke reports whether this is the second pass.
	IsReinvoke() bool
	// SetIsReinvoke starts the second pass.
	SetIsReinvoke()
	// ShouldReinvoke reports whether a plugin asked for a second pass.
	ShouldReinvoke() bool
	// SetShouldReinvoke asks for a second pass.
	SetShouldReinvoke()
	// SetValue keeps a plugin's own state, by the plugin's name.
	SetValue(plugin string, v interface{})
	// Value reads it back; nil if none.
	Value(plugin string) interface{}
}

// AnnotationsGetter returns the annotations plugins added (the audit log
// reads them).
// Upstream: k8s.io/apiserver/pkg/admission.AnnotationsGetter, which
// takes an audit level.
type AnnotationsGetter interface {
	GetAnnotations() map[string]string
}

// ObjectInterfaces are the scheme's abilities for the requested kind, so a
// plugin can make, type, default and convert objects of it (a custom
// resource has its own). The handlers' RequestScope implements it.
// Upstream: k8s.io/apiserver/pkg/admission.ObjectInterfaces, which also
// has GetEquivalentResourceMapper.
type ObjectInterfaces interface {
	// GetObjectCreater makes empty objects of a kind.
	GetObjectCreater() runtime.ObjectCreater
	// GetObjectTyper finds an object's kind.
	GetObjectTyper() runtime.ObjectTyper
	// GetObjectDefaulter applies the defaults of a kind.
	GetObjectDefaulter() runtime.ObjectDefaulter
	// GetObjectConvertor converts between versions.
	GetObjectConvertor() runtime.ObjectConvertor
}

// Interface is an admission plugin: it says which operations it cares
// about; MutationInterface and ValidationInterface say what it does.
// Upstream: k8s.io/apiserver/pkg/admission.Interface.
type Interface interface {
	// Handles reports whether the plugin wants to see operation.
	Handles(operation Operation) bool
}

// MutationInterface is a plugin that may change the object (set
// defaults, add labels) or refuse the request.
// Upstream: k8s.io/apiserver/pkg/admission.MutationInterface.
type MutationInterface interface {
	Interface
	// Admit may change a.GetObject(); an error refuses the request. ctx
	// is for deadlines and cancellation only.
	Admit(ctx context.Context, a Attributes, o ObjectInterfaces) error
}

// ValidationInterface is a plugin that accepts or refuses a request,
// without changing anything.
// Upstream: k8s.io/apiserver/pkg/admission.ValidationInterface.
type ValidationInterface interface {
	Interface
	// Validate returns an error to refuse the request; it must not change
	// the object.
	Validate(ctx context.Context, a Attributes, o ObjectInterfaces) error
}

// Operation is what a request does to an object.
// Upstream: k8s.io/apiserver/pkg/admission.Operation, an alias of
// authorizer.AdmissionOperation there (for conditional authorization,
// which we leave out).
type Operation string

// The operations admission sees. A patch is an UPDATE (or a CREATE when
// it creates); a deletecollection is one DELETE per object.
// Upstream: k8s.io/apiserver/pkg/admission.Create, Update, Delete, Connect.
const (
	Create  Operation = "CREATE"
	Update  Operation = "UPDATE"
	Delete  Operation = "DELETE"
	Connect Operation = "CONNECT"
)

// PluginInitializer hands plugins what they share (a client, informers,
// the authorizer) after they are made; each plugin picks what it wants
// through Wants... interfaces.
// Upstream: k8s.io/apiserver/pkg/admission.PluginInitializer.
type PluginInitializer interface {
	Initialize(plugin Interface)
}

// PluginInitializers runs several initializers in order.
// Upstream: k8s.io/apiserver/pkg/admission.PluginInitializers.
type PluginInitializers []PluginInitializer

// Initialize runs each initializer on plugin.
// Upstream: k8s.io/apiserver/pkg/admission.PluginInitializers.Initialize.
func (pp PluginInitializers) Initialize(plugin Interface) {
	for _, p := range pp {
		p.Initialize(plugin)
	}
}

// InitializationValidator is a plugin that can say, after the
// initializers ran, whether it got everything it needs.
// Upstream: k8s.io/apiserver/pkg/admission.InitializationValidator.
type InitializationValidator interface {
	ValidateInitialization() error
}

// ConfigProvider returns a plugin's configuration by the plugin's name;
// a nil reader means "none".
// Upstream: k8s.io/apiserver/pkg/admission.ConfigProvider.
type ConfigProvider interface {
	ConfigFor(pluginName string) (io.Reader, error)
}
