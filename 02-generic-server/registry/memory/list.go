package memory

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"sort"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// List returns the objects in the request's namespace (every namespace
// when it is empty) that the label and field selectors match, sorted by
// namespace and name, at most Limit of them with a continue token for the
// rest. The list's resourceVersion is the server's current revision.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).List.
func (s *Store) List(ctx context.Context, options *metainternalversion.ListOptions) (runtime.Object, error) {
	if options == nil {
		options = &metainternalversion.ListOptions{}
	}
	p := s.newPredicate(ctx, options)
	s.mu.Lock()
	defer s.mu.Unlock()
	rv, err := s.listResourceVersionLocked(options)
	if err != nil {
		return nil, err
	}
	start, err := s.continueStartLocked(options.Continue, &rv)
	if err != nil {
		return nil, err
	}
	items := s.matchingLocked(p, start)
	page, remaining := items, 0
	if options.Limit > 0 && int64(len(items)) > options.Limit {
		page, remaining = items[:options.Limit], len(items)-int(options.Limit)
	}
	list := s.NewListFunc()
	if err := meta.SetList(list, objectsOf(page)); err != nil {
		return nil, apierrors.NewInternalError(err)
	}
	lm, err := meta.ListAccessor(list)
	if err != nil {
		return nil, apierrors.NewInternalError(err)
	}
	lm.SetResourceVersion(formatRV(rv))
	if remaining > 0 {
		lm.SetContinue(encodeContinue(page[len(page)-1].key, rv))
		if p.empty() {
			n := int64(remaining)
			lm.SetRemainingItemCount(&n)
		}
	}
	return list, nil
}

// listResourceVersionLocked is the revision a list reads at. The store
// holds only the current state, so it serves "" (most recent), "0" (any),
// and a resourceVersion at which the store looked as it does now; an
// older one is 410 Expired, a future one a 504 Timeout.
// Upstream: the resourceVersion semantics of k8s.io/apiserver/pkg/storage/etcd3.(*store).GetList.
func (s *Store) listResourceVersionLocked(options *metainternalversion.ListOptions) (uint64, error) {
	current := s.Revision.Current()
	requested, err := parseRV(options.ResourceVersion)
	if err != nil || requested == 0 {
		return current, err
	}
	if requested > current {
		return 0, apierrors.NewTimeoutError(fmt.Sprintf("Too large resource version: %d, current: %d", requested, current), 1)
	}
	if options.ResourceVersionMatch == metav1.ResourceVersionMatchExact && requested < s.lastChange {
		return 0, apierrors.NewResourceExpired(fmt.Sprintf("too old resource version: %d (%d)", requested, s.lastChange))
	}
	if options.ResourceVersionMatch == metav1.ResourceVersionMatchExact {
		return requested, nil
	}
	return current, nil
}

// continueToken is upstream's continue token: the revision of the first
// page and the key to start after, base64-encoded JSON.
// Upstream: k8s.io/apiserver/pkg/storage.continueToken.
type continueToken struct {
	APIVersion      string `json:"v"`
	ResourceVersion uint64 `json:"rv"`
	StartKey        string `json:"start"`
}

// encodeContinue returns the token for the page after lastKey.
// Upstream: k8s.io/apiserver/pkg/storage.EncodeContinue.
func encodeContinue(lastKey string, rv uint64) string {
	out, _ := json.Marshal(continueToken{APIVersion: "meta.k8s.io/v1", ResourceVersion: rv, StartKey: lastKey + "\x00"})
	return base64.RawURLEncoding.EncodeToString(out)
}

// continueStartLocked decodes a continue token into the key to start at,
// and sets rv to the token's revision. The next page is consistent with
// the first only if the store has not changed since: otherwise 410
// Expired, as upstream answers for a compacted revision.
// Upstream: k8s.io/apiserver/pkg/storage.DecodeContinue.
func (s *Store) continueStartLocked(token string, rv *uint64) (string, error) {
	if token == "" {
		return "", nil
	}
	data, err := base64.RawURLEncoding.DecodeString(token)
	var c continueToken
	if err == nil {
		err = json.Unmarshal(data, &c)
	}
	if err != nil || c.APIVersion != "meta.k8s.io/v1" || c.StartKey == "" {
		return "", apierrors.NewBadRequest(fmt.Sprintf("invalid continue token: %q", token))
	}
	if c.ResourceVersion < s.lastChange {
		return "", apierrors.NewResourceExpired("The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter.")
	}
	*rv = c.ResourceVersion
	return c.StartKey, nil
}

// keyed is a stored object and its key.
type keyed struct {
	key string
	obj runtime.Object
}

// matchingLocked returns copies of the objects the predicate matches whose
// keys sort at or after start, in key order.
func (s *Store) matchingLocked(p predicate, start string) []keyed {
	var out []keyed
	for key, obj := range s.objects {
		if key >= start && p.matches(obj) {
			out = append(out, keyed{key, obj.DeepCopyObject()})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].key < out[j].key })
	return out
}

func objectsOf(items []keyed) []runtime.Object {
	out := make([]runtime.Object, 0, len(items))
	for _, it := range items {
		out = append(out, it.obj)
	}
	return out
}

// predicate selects objects: by namespace, labels and fields.
// Upstream: k8s.io/apiserver/pkg/storage.SelectionPredicate.
type predicate struct {
	store     *Store
	namespace string // "" for every namespace
	label     labels.Selector
	field     fields.Selector
}

// newPredicate reads the namespace from ctx and the selectors from options.
func (s *Store) newPredicate(ctx context.Context, options *metainternalversion.ListOptions) predicate {
	p := predicate{store: s, label: options.LabelSelector, field: options.FieldSelector}
	if s.Namespaced {
		p.namespace = request.NamespaceValue(ctx)
	}
	if p.label == nil {
		p.label = labels.Everything()
	}
	if p.field == nil {
		p.field = fields.Everything()
	}
	return p
}

// matches reports whether obj is selected.
func (p predicate) matches(obj runtime.Object) bool {
	m, err := meta.Accessor(obj)
	if err != nil {
		return false
	}
	if p.namespace != "" && m.GetNamespace() != p.namespace {
		return false
	}
	l, f := p.store.attributes(m)
	return p.label.Matches(l) && p.field.Matches(f)
}

// empty reports whether the predicate selects by neither labels nor fields.
func (p predicate) empty() bool { return p.label.Empty() && p.field.Empty() }
