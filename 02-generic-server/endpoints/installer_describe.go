package endpoints

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// resourceDescription is what registerResourceHandlers learns about one
// storage path before it registers any route.
type resourceDescription struct {
	path        string // "deployments/scale"
	resource    string // "deployments"
	subresource string // "scale", or ""
	storage     rest.Storage
	abilities   abilities

	// kind is the kind the path serves (fqKindToRegister upstream):
	// apps/v1 Deployment, or autoscaling/v1 Scale for deployments/scale.
	kind schema.GroupVersionKind
	// docKind names the routes: the kind, or the parent resource's kind
	// for a subresource ("readNamespacedDeploymentScale").
	docKind string
	// resourceKind is what discovery says the resource returns.
	resourceKind string
	namespaced   bool
	samples      samples
}

// abilities are the rest interfaces a storage implements: each one adds
// actions, and so verbs.
type abilities struct {
	creater           rest.Creater
	namedCreater      rest.NamedCreater
	lister            rest.Lister
	getter            rest.Getter
	gracefulDeleter   rest.GracefulDeleter
	collectionDeleter rest.CollectionDeleter
	updater           rest.Updater
	patcher           rest.Patcher
	watcher           rest.Watcher
	tableConvertor    rest.TableConvertor
}

// detectAbilities type-asserts the storage against every ability.
// Upstream: the first lines of registerResourceHandlers ("what verbs are
// supported by the storage, used to know what verbs we support per path").
func detectAbilities(storage rest.Storage) abilities {
	var ab abilities
	ab.creater, _ = storage.(rest.Creater)
	ab.namedCreater, _ = storage.(rest.NamedCreater)
	ab.lister, _ = storage.(rest.Lister)
	ab.getter, _ = storage.(rest.Getter)
	ab.gracefulDeleter, _ = storage.(rest.GracefulDeleter)
	ab.collectionDeleter, _ = storage.(rest.CollectionDeleter)
	ab.updater, _ = storage.(rest.Updater)
	ab.patcher, _ = storage.(rest.Patcher)
	ab.watcher, _ = storage.(rest.Watcher)
	ab.tableConvertor, _ = storage.(rest.TableConvertor)
	return ab
}

func (ab abilities) isCreater() bool           { return ab.creater != nil || ab.namedCreater != nil }
func (ab abilities) isLister() bool            { return ab.lister != nil }
func (ab abilities) isGetter() bool            { return ab.getter != nil }
func (ab abilities) isGracefulDeleter() bool   { return ab.gracefulDeleter != nil }
func (ab abilities) isCollectionDeleter() bool { return ab.collectionDeleter != nil }
func (ab abilities) isUpdater() bool           { return ab.updater != nil }
func (ab abilities) isPatcher() bool           { return ab.patcher != nil }
func (ab abilities) isWatcher() bool           { return ab.watcher != nil }

// allowWatchList: watching a collection needs both watch and list.
func (ab abilities) allowWatchList() bool { return ab.isWatcher() && ab.isLister() }

// describeResource is step 1 of registerResourceHandlers.
func (a *APIInstaller) describeResource(path string, storage rest.Storage) (*resourceDescription, error) {
	resource, subresource, err := splitSubresource(path)
	if err != nil {
		return nil, err
	}
	r := &resourceDescription{path: path, resource: resource, subresource: subresource, storage: storage, abilities: detectAbilities(storage)}
	if r.abilities.isLister() && r.abilities.tableConvertor == nil {
		return nil, fmt.Errorf("%q must implement TableConvertor", resource)
	}
	if r.kind, err = GetResourceKind(a.group.GroupVersion, storage, a.group.Typer); err != nil {
		return nil, err
	}
	if r.namespaced, err = a.namespaceScoped(resource, subresource, storage); err != nil {
		return nil, err
	}
	if r.docKind, err = a.documentedKind(r); err != nil {
		return nil, err
	}
	r.resourceKind = r.kind.Kind
	if kindProvider, ok := storage.(rest.KindProvider); ok {
		r.resourceKind = kindProvider.Kind()
	}
	if r.samples, err = a.versionedSamples(r); err != nil {
		return nil, err
	}
	return r, nil
}

// splitSubresource splits "deployments/scale" into its two parts.
// Upstream: k8s.io/apiserver/pkg/endpoints.splitSubresource.
func splitSubresource(path string) (string, string, error) {
	var resource, subresource string
	switch parts := strings.Split(path, "/"); len(parts) {
	case 2:
		resource, subresource = parts[0], parts[1]
	case 1:
		resource = parts[0]
	default:
		// Deeper paths (a subresource of a subresource) are not served.
		return "", "", fmt.Errorf("api_installer allows only one or two segment paths (resource or resource/subresource)")
	}
	return resource, subresource, nil
}

// GetResourceKind returns the external kind a storage serves in
// groupVersion: what a rest.GroupVersionKindProvider says (autoscaling/v1
// Scale for deployments/scale), else the kind its New object is registered
// as in the group.
// Upstream: k8s.io/apiserver/pkg/endpoints.GetResourceKind.
func GetResourceKind(groupVersion schema.GroupVersion, storage rest.Storage, typer runtime.ObjectTyper) (schema.GroupVersionKind, error) {
	// Let the storage tell us exactly what GVK it has
	if gvkProvider, ok := storage.(rest.GroupVersionKindProvider); ok {
		return gvkProvider.GroupVersionKind(groupVersion), nil
	}

	object := storage.New()
	fqKinds, _, err := typer.ObjectKinds(object)
	if err != nil {
		return schema.GroupVersionKind{}, err
	}

	// a given go type can have multiple potential fully qualified kinds.  Find the one that corresponds with the group
	// we're trying to register here
	for _, fqKind := range fqKinds {
		if fqKind.Group == groupVersion.Group {
			return groupVersion.WithKind(fqKind.Kind), nil
		}
	}
	return schema.GroupVersionKind{}, fmt.Errorf("unable to locate fully qualified kind for %v: found %v when registering for %v", reflect.TypeOf(object), fqKinds, groupVersion)
}

// namespaceScoped asks the storage (its parent's, for a subresource)
// whether the resource lives in namespaces.
// Upstream: the "If there is a subresource, namespace scoping is defined
// by the parent resource" part of registerResourceHandlers.
func (a *APIInstaller) namespaceScoped(resource, subresource string, storage rest.Storage) (bool, error) {
	if subresource != "" {
		parentStorage, ok := a.group.Storage[resource]
		if !ok {
			return false, fmt.Errorf("missing parent storage: %q", resource)
		}
		storage = parentStorage
	}
	scoper, ok := storage.(rest.Scoper)
	if !ok {
		return false, fmt.Errorf("%q must implement scoper", resource)
	}
	return scoper.NamespaceScoped(), nil
}

// documentedKind is the kind in a route's operation name and doc: the
// parent resource's for a subresource.
func (a *APIInstaller) documentedKind(r *resourceDescription) (string, error) {
	if r.subresource == "" {
		return r.kind.Kind, nil
	}
	parentKind, err := GetResourceKind(a.group.GroupVersion, a.group.Storage[r.resource], a.group.Typer)
	if err != nil {
		return "", err
	}
	return parentKind.Kind, nil
}

// samples are the versioned types the routes document: the bodies they
// read and write, and the option kinds whose fields become query
// parameters. The OpenAPI builder turns them into definitions.
type samples struct {
	object     interface{} // defaultVersionedObject: appsv1.Deployment{}
	list       interface{} // appsv1.DeploymentList{}; nil without a Lister
	status     interface{} // metav1.Status{}
	watchEvent interface{} // metav1.WatchEvent{}
	deleter    interface{} // metav1.DeleteOptions{}, the body of a delete

	listOptions, createOptions, updateOptions, patchOptions, deleteOptions runtime.Object
}

// versionedSamples makes the samples from the group's scheme.
// Upstream: the versioned* variables of registerResourceHandlers.
func (a *APIInstaller) versionedSamples(r *resourceDescription) (samples, error) {
	var s samples
	optionsExternalVersion := a.group.GroupVersion
	if a.group.OptionsExternalVersion != nil {
		optionsExternalVersion = *a.group.OptionsExternalVersion
	}
	versionedPtr, err := a.group.Creater.New(r.kind)
	if err != nil {
		return s, err
	}
	s.object = indirectArbitraryPointer(versionedPtr)
	if r.abilities.isLister() {
		listGVKs, _, err := a.group.Typer.ObjectKinds(r.abilities.lister.NewList())
		if err != nil {
			return s, err
		}
		versionedListPtr, err := a.group.Creater.New(a.group.GroupVersion.WithKind(listGVKs[0].Kind))
		if err != nil {
			return s, err
		}
		s.list = indirectArbitraryPointer(versionedListPtr)
	}
	options := map[string]*runtime.Object{
		"ListOptions": &s.listOptions, "CreateOptions": &s.createOptions, "UpdateOptions": &s.updateOptions,
		"PatchOptions": &s.patchOptions, "DeleteOptions": &s.deleteOptions,
	}
	for kind, dst := range options {
		if *dst, err = a.group.Creater.New(optionsExternalVersion.WithKind(kind)); err != nil {
			return s, err
		}
	}
	s.deleter = indirectArbitraryPointer(s.deleteOptions)
	status, err := a.group.Creater.New(optionsExternalVersion.WithKind("Status"))
	if err != nil {
		return s, err
	}
	s.status = indirectArbitraryPointer(status)
	watchEvent, err := a.group.Creater.New(optionsExternalVersion.WithKind("WatchEvent"))
	if err != nil {
		return s, err
	}
	s.watchEvent = indirectArbitraryPointer(watchEvent)
	return s, nil
}

// indirectArbitraryPointer returns the value a pointer points at: go-restful
// documents a body by a value of its type.
// Upstream: k8s.io/apiserver/pkg/endpoints.indirectArbitraryPointer.
func indirectArbitraryPointer(ptrToObject interface{}) interface{} {
	return reflect.Indirect(reflect.ValueOf(ptrToObject)).Interface()
}
