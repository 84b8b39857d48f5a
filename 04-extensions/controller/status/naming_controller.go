package status

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
)

// NamingConditionController accepts or rejects the names of every CRD;
// see the package doc.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/status.NamingConditionController.
type NamingConditionController struct {
	crdClient rest.Updater // the status subresource storage
	informer  *cache.Informer
	queue     *workqueue.RateLimitingQueue[string]

	lock       sync.Mutex
	groupLocks map[string]*sync.Mutex                             // held while deciding names in a group
	written    map[string]*apiextensions.CustomResourceDefinition // our last write of each CRD
}

// NewNamingConditionController returns a controller over the CRD
// informer that writes statuses through crdClient, the CRD status
// storage. Nothing happens until Run.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/status.NewNamingConditionController.
func NewNamingConditionController(informer *cache.Informer, crdClient rest.Updater) *NamingConditionController {
	c := &NamingConditionController{
		crdClient:  crdClient,
		informer:   informer,
		queue:      workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
		written:    map[string]*apiextensions.CustomResourceDefinition{},
		groupLocks: map[string]*sync.Mutex{},
	}
	informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    c.enqueue,
		UpdateFunc: func(_, obj runtime.Object) { c.enqueue(obj) },
		DeleteFunc: func(obj runtime.Object) {
			c.forget(obj)
			c.enqueue(obj)
		},
	})
	return c
}

// Run waits for the informer to sync, then runs workers until ctx is
// done. It blocks.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/status.(*NamingConditionController).Run.
func (c *NamingConditionController) Run(ctx context.Context, workers int) {
	workqueue.RunWorkers(ctx, "NamingConditionController", c.queue, workers, c.sync, c.informer.WaitForSync)
}

// sync computes the accepted names and conditions of the CRD named key
// and writes them when they changed.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/status.(*NamingConditionController).sync.
func (c *NamingConditionController) sync(ctx context.Context, key string) error {
	obj, ok := c.informer.Get(key)
	if !ok {
		// The CRD is gone and has freed its names: others of the group
		// may take them now.
		c.requeueAllOtherGroupCRDs(key)
		return nil
	}
	in, ok := obj.(*apiextensions.CustomResourceDefinition)
	if !ok {
		return fmt.Errorf("unexpected object %T", obj)
	}
	// Nothing to decide when the CRD holds every name it asks for.
	if reflect.DeepEqual(in.Spec.Names, in.Status.AcceptedNames) {
		return nil
	}

	// Decide one CRD of a group at a time: two workers deciding two CRDs
	// at once could both take a free name. Upstream runs one worker.
	unlock := c.lockGroup(in.Spec.Group)
	defer unlock()
	acceptedNames, namingCondition, establishedCondition := c.calculateNamesAndConditions(in)
	if reflect.DeepEqual(in.Status.AcceptedNames, acceptedNames) &&
		apiextensions.IsCRDConditionEquivalent(&namingCondition, apiextensions.FindCRDCondition(in, apiextensions.NamesAccepted)) {
		return nil
	}

	crd := in.DeepCopy()
	crd.Status.AcceptedNames = acceptedNames
	apiextensions.SetCRDCondition(crd, namingCondition)
	apiextensions.SetCRDCondition(crd, establishedCondition)

	updated, _, err := c.crdClient.Update(request.WithNamespace(ctx, ""), crd.Name, rest.DefaultUpdatedObjectInfo(crd),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if apierrors.IsNotFound(err) {
		return nil // deleted meanwhile: the delete event queues it again
	}
	if apierrors.IsConflict(err) {
		// Changed meanwhile: the informer brings the change, but retry
		// anyway so a missed event cannot leave the CRD undecided.
		c.queue.AddRateLimited(key)
		return nil
	}
	if err != nil {
		return err
	}
	c.remember(updated)

	// We may have given up a name: look at the rest of the group again.
	c.requeueAllOtherGroupCRDs(key)
	return nil
}

// calculateNamesAndConditions returns the names the CRD may have, its
// NamesAccepted condition and its Established condition.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/status.(*NamingConditionController).calculateNamesAndConditions.
func (c *NamingConditionController) calculateNamesAndConditions(in *apiextensions.CustomResourceDefinition) (
	apiextensions.CustomResourceDefinitionNames, apiextensions.CustomResourceDefinitionCondition, apiextensions.CustomResourceDefinitionCondition) {
	allResources, allKinds := c.getAcceptedNamesForGroup(in.Spec.Group)

	namesAccepted := apiextensions.CustomResourceDefinitionCondition{
		Type:   apiextensions.NamesAccepted,
		Status: apiextensions.ConditionUnknown,
	}
	conflict := func(reason string, err error) {
		namesAccepted.Status = apiextensions.ConditionFalse
		namesAccepted.Reason = reason
		namesAccepted.Message = err.Error()
	}

	requested := in.Spec.Names
	accepted := in.Status.AcceptedNames
	newNames := in.Status.AcceptedNames

	// Check each name; go on after a conflict so the status is the best
	// match possible.
	if err := equalToAcceptedOrFresh(requested.Plural, accepted.Plural, allResources); err != nil {
		conflict("PluralConflict", err)
	} else {
		newNames.Plural = requested.Plural
	}
	if err := equalToAcceptedOrFresh(requested.Singular, accepted.Singular, allResources); err != nil {
		conflict("SingularConflict", err)
	} else {
		newNames.Singular = requested.Singular
	}
	if !reflect.DeepEqual(requested.ShortNames, accepted.ShortNames) {
		if err := shortNamesConflict(requested.ShortNames, accepted.ShortNames, allResources); err != nil {
			conflict("ShortNamesConflict", err)
		} else {
			newNames.ShortNames = requested.ShortNames
		}
	}
	if err := equalToAcceptedOrFresh(requested.Kind, accepted.Kind, allKinds); err != nil {
		conflict("KindConflict", err)
	} else {
		newNames.Kind = requested.Kind
	}
	if err := equalToAcceptedOrFresh(requested.ListKind, accepted.ListKind, allKinds); err != nil {
		conflict("ListKindConflict", err)
	} else {
		newNames.ListKind = requested.ListKind
	}
	newNames.Categories = slices.Clone(requested.Categories)

	// No conflict changed the condition: every name is ours.
	if namesAccepted.Status == apiextensions.ConditionUnknown {
		namesAccepted.Status = apiextensions.ConditionTrue
		namesAccepted.Reason = "NoConflicts"
		namesAccepted.Message = "no conflicts found"
	}
	return newNames, namesAccepted, establishedCondition(in, namesAccepted)
}

// establishedCondition is the CRD's Established condition after a naming
// decision. Established starts False; it is never set True here but by
// the establish controller, once the handler has seen NamesAccepted
// through its own informer and can serve the resource.
func establishedCondition(in *apiextensions.CustomResourceDefinition, namesAccepted apiextensions.CustomResourceDefinitionCondition) apiextensions.CustomResourceDefinitionCondition {
	established := apiextensions.CustomResourceDefinitionCondition{
		Type:    apiextensions.Established,
		Status:  apiextensions.ConditionFalse,
		Reason:  "NotAccepted",
		Message: "not all names are accepted",
	}
	if old := apiextensions.FindCRDCondition(in, apiextensions.Established); old != nil {
		established = *old
	}
	if established.Status != apiextensions.ConditionTrue && namesAccepted.Status == apiextensions.ConditionTrue {
		established = apiextensions.CustomResourceDefinitionCondition{
			Type:    apiextensions.Established,
			Status:  apiextensions.ConditionFalse,
			Reason:  "Installing",
			Message: "the initial names have been accepted",
		}
	}
	return established
}

// shortNamesConflict reports the requested short names, not held
// already, that another CRD of the group holds.
func shortNamesConflict(requested, accepted []string, used map[string]bool) error {
	var msgs []string
	for _, shortName := range requested {
		if slices.Contains(accepted, shortName) {
			continue // ours already
		}
		if err := equalToAcceptedOrFresh(shortName, "", used); err != nil {
			msgs = append(msgs, err.Error())
		}
	}
	switch len(msgs) {
	case 0:
		return nil
	case 1:
		return fmt.Errorf("%s", msgs[0])
	default:
		return fmt.Errorf("[%s]", strings.Join(msgs, ", "))
	}
}

// equalToAcceptedOrFresh accepts a name the CRD holds already, or one no
// CRD of the group holds.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/status.equalToAcceptedOrFresh.
func equalToAcceptedOrFresh(requestedName, acceptedName string, usedNames map[string]bool) error {
	if requestedName == acceptedName || !usedNames[requestedName] {
		return nil
	}
	return fmt.Errorf("%q is already in use", requestedName)
}

// getAcceptedNamesForGroup returns the resource names (plural, singular,
// short names) and the kinds accepted by the CRDs of group, including
// the one being synced.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/status.(*NamingConditionController).getAcceptedNamesForGroup.
func (c *NamingConditionController) getAcceptedNamesForGroup(group string) (allResources, allKinds map[string]bool) {
	allResources, allKinds = map[string]bool{}, map[string]bool{}
	for _, obj := range c.informer.List() {
		crd, ok := obj.(*apiextensions.CustomResourceDefinition)
		if !ok || crd.Spec.Group != group {
			continue
		}
		// Our own write may be newer than the informer's copy: without it
		// two quick syncs could hand one name to two CRDs.
		crd = c.newest(crd)
		names := crd.Status.AcceptedNames
		allResources[names.Plural] = true
		allResources[names.Singular] = true
		for _, s := range names.ShortNames {
			allResources[s] = true
		}
		allKinds[names.Kind] = true
		allKinds[names.ListKind] = true
	}
	return allResources, allKinds
}

// requeueAllOtherGroupCRDs queues every other CRD of name's group; a CRD
// is named <plural>.<group>.
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/status.(*NamingConditionController).requeueAllOtherGroupCRDs.
func (c *NamingConditionController) requeueAllOtherGroupCRDs(name string) {
	_, group, ok := strings.Cut(name, ".")
	if !ok {
		return
	}
	for _, obj := range c.informer.List() {
		crd, ok := obj.(*apiextensions.CustomResourceDefinition)
		if ok && crd.Spec.Group == group && crd.Name != name {
			c.queue.Add(crd.Name)
		}
	}
}

// lockGroup locks the names of group and returns the unlock.
func (c *NamingConditionController) lockGroup(group string) func() {
	c.lock.Lock()
	l, ok := c.groupLocks[group]
	if !ok {
		l = &sync.Mutex{}
		c.groupLocks[group] = l
	}
	c.lock.Unlock()
	l.Lock()
	return l.Unlock
}

// enqueue queues the CRD by name.
func (c *NamingConditionController) enqueue(obj runtime.Object) {
	crd, ok := obj.(*apiextensions.CustomResourceDefinition)
	if !ok {
		klog.Errorf("NamingConditionController: unexpected object %T", obj)
		return
	}
	c.queue.Add(crd.Name)
}

// remember keeps our last write of a CRD, for getAcceptedNamesForGroup.
// Upstream: the crdMutationCache's Mutation.
func (c *NamingConditionController) remember(obj runtime.Object) {
	crd, ok := obj.(*apiextensions.CustomResourceDefinition)
	if !ok {
		return
	}
	c.lock.Lock()
	defer c.lock.Unlock()
	c.written[crd.Name] = crd
}

// forget drops the write of a deleted CRD.
func (c *NamingConditionController) forget(obj runtime.Object) {
	if crd, ok := obj.(*apiextensions.CustomResourceDefinition); ok {
		c.lock.Lock()
		defer c.lock.Unlock()
		delete(c.written, crd.Name)
	}
}

// newest returns our write of crd if it is newer than crd, by
// resourceVersion, else crd. Comparing resourceVersions as numbers is
// what clients must not do; the mutation cache upstream does the same
// within one server, whose storage we know.
func (c *NamingConditionController) newest(crd *apiextensions.CustomResourceDefinition) *apiextensions.CustomResourceDefinition {
	c.lock.Lock()
	defer c.lock.Unlock()
	w, ok := c.written[crd.Name]
	if !ok {
		return crd
	}
	if w.UID != crd.UID {
		delete(c.written, crd.Name) // a new CRD of the same name
		return crd
	}
	wrv, err1 := strconv.ParseUint(w.ResourceVersion, 10, 64)
	crv, err2 := strconv.ParseUint(crd.ResourceVersion, 10, 64)
	if err1 != nil || err2 != nil || wrv <= crv {
		delete(c.written, crd.Name) // the informer has caught up
		return crd
	}
	return w
}
