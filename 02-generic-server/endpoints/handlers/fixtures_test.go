package handlers

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// fakeStorage is an in-memory REST storage of one kind, enough to drive
// every handler: it stores internal objects by namespace/name, hands out
// uids and resourceVersions, honours dryRun, and records the options the
// handlers passed. Watch returns the watcher a test set. Like a real
// storage, it runs the validation callbacks (validating admission) on the
// object about to be stored or deleted.
type fakeStorage struct {
	resource    schema.GroupResource
	newFunc     func() runtime.Object
	newListFunc func() runtime.Object

	mu      sync.Mutex
	objects map[string]runtime.Object
	rv      int

	createOptions  *metav1.CreateOptions
	updateOptions  *metav1.UpdateOptions
	deleteOptions  *metav1.DeleteOptions
	listOptions    *metainternalversion.ListOptions
	createdName    string
	contextNS      string
	watcher        watch.Interface
	deleteNotDone  bool
	deleteStatus   bool
	listContinue   string
	tableNoHeaders []bool
}

var (
	_ rest.Getter            = &fakeStorage{}
	_ rest.Lister            = &fakeStorage{}
	_ rest.Creater           = &fakeStorage{}
	_ rest.Updater           = &fakeStorage{}
	_ rest.Patcher           = &fakeStorage{}
	_ rest.GracefulDeleter   = &fakeStorage{}
	_ rest.CollectionDeleter = &fakeStorage{}
	_ rest.Watcher           = &fakeStorage{}
)

func newConfigMapStorage() *fakeStorage {
	return &fakeStorage{
		resource:    schema.GroupResource{Resource: "configmaps"},
		newFunc:     func() runtime.Object { return &core.ConfigMap{} },
		newListFunc: func() runtime.Object { return &core.ConfigMapList{} },
		objects:     map[string]runtime.Object{},
		rv:          100,
	}
}

func (s *fakeStorage) New() runtime.Object     { return s.newFunc() }
func (s *fakeStorage) NewList() runtime.Object { return s.newListFunc() }
func (s *fakeStorage) Destroy()                {}

func key(ctx context.Context, name string) string { return request.NamespaceValue(ctx) + "/" + name }

// add stores obj as if created earlier.
func (s *fakeStorage) add(obj runtime.Object) {
	m, _ := meta.Accessor(obj)
	s.rv++
	m.SetResourceVersion(strconv.Itoa(s.rv))
	if m.GetUID() == "" {
		m.SetUID(metav1.UID(fmt.Sprintf("uid-%d", s.rv)))
	}
	s.objects[m.GetNamespace()+"/"+m.GetName()] = obj
}

func (s *fakeStorage) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	obj, ok := s.objects[key(ctx, name)]
	if !ok {
		return nil, errors.NewNotFound(s.resource, name)
	}
	return obj.DeepCopyObject(), nil
}

func (s *fakeStorage) List(ctx context.Context, options *metainternalversion.ListOptions) (runtime.Object, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.listOptions = options
	var keys []string
	for k := range s.objects {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var items []runtime.Object
	for _, k := range keys {
		m, _ := meta.Accessor(s.objects[k])
		ns := request.NamespaceValue(ctx)
		if (ns == "" || m.GetNamespace() == ns) && options.FieldSelector.Matches(fields.Set{"metadata.name": m.GetName()}) {
			items = append(items, s.objects[k].DeepCopyObject())
		}
	}
	list := s.NewList()
	if err := meta.SetList(list, items); err != nil {
		return nil, err
	}
	li, _ := meta.ListAccessor(list)
	li.SetResourceVersion(strconv.Itoa(s.rv))
	li.SetContinue(s.listContinue)
	return list, nil
}

// ConvertToTable renders a Name and a Data column. Unlike upstream's
// default convertor it ignores NoHeaders, to show that the handler drops
// the column definitions of later watch events itself.
func (s *fakeStorage) ConvertToTable(ctx context.Context, obj runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	opts, _ := tableOptions.(*metav1.TableOptions)
	s.mu.Lock()
	s.tableNoHeaders = append(s.tableNoHeaders, opts != nil && opts.NoHeaders)
	s.mu.Unlock()
	table := &metav1.Table{ColumnDefinitions: []metav1.TableColumnDefinition{
		{Name: "Name", Type: "string", Format: "name"}, {Name: "Data", Type: "string"}}}
	add := func(o runtime.Object) error {
		m, err := meta.Accessor(o)
		if err != nil {
			return err
		}
		data := 0
		if cm, ok := o.(*core.ConfigMap); ok {
			data = len(cm.Data)
		}
		table.Rows = append(table.Rows, metav1.TableRow{Cells: []interface{}{m.GetName(), int64(data)}, Object: runtime.RawExtension{Object: o}})
		return nil
	}
	if meta.IsListType(obj) {
		li, _ := meta.ListAccessor(obj)
		table.ResourceVersion = li.GetResourceVersion()
		return table, meta.EachListItem(obj, add)
	}
	m, _ := meta.Accessor(obj)
	table.ResourceVersion = m.GetResourceVersion()
	return table, add(obj)
}

func (s *fakeStorage) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.createOptions = options
	s.contextNS = request.NamespaceValue(ctx)
	m, _ := meta.Accessor(obj)
	s.createdName = m.GetName()
	if _, exists := s.objects[key(ctx, m.GetName())]; exists {
		return nil, errors.NewAlreadyExists(s.resource, m.GetName())
	}
	if err := createValidation(ctx, obj); err != nil {
		return nil, err
	}
	s.rv++
	m.SetUID(metav1.UID(fmt.Sprintf("uid-%d", s.rv)))
	m.SetResourceVersion(strconv.Itoa(s.rv))
	if len(options.DryRun) == 0 {
		s.objects[key(ctx, m.GetName())] = obj.DeepCopyObject()
	}
	return obj, nil
}

func (s *fakeStorage) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, _ rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.updateOptions = options
	old, ok := s.objects[key(ctx, name)]
	if !ok && forceAllowCreate {
		// An apply that creates: the transform sees an empty object.
		obj, err := objInfo.UpdatedObject(ctx, s.newFunc())
		if err != nil {
			return nil, false, err
		}
		s.rv++
		m, _ := meta.Accessor(obj)
		m.SetUID(metav1.UID(fmt.Sprintf("uid-%d", s.rv)))
		m.SetResourceVersion(strconv.Itoa(s.rv))
		if len(options.DryRun) == 0 {
			s.objects[key(ctx, name)] = obj.DeepCopyObject()
		}
		return obj, true, nil
	}
	if !ok {
		return nil, false, errors.NewNotFound(s.resource, name)
	}
	obj, err := objInfo.UpdatedObject(ctx, old.DeepCopyObject())
	if err != nil {
		return nil, false, err
	}
	m, _ := meta.Accessor(obj)
	oldMeta, _ := meta.Accessor(old)
	if rv := m.GetResourceVersion(); rv != "" && rv != oldMeta.GetResourceVersion() {
		return nil, false, errors.NewConflict(s.resource, name, fmt.Errorf("the object has been modified; please apply your changes to the latest version and try again"))
	}
	if err := updateValidation(ctx, obj, old); err != nil {
		return nil, false, err
	}
	s.rv++
	m.SetResourceVersion(strconv.Itoa(s.rv))
	m.SetUID(oldMeta.GetUID())
	if len(options.DryRun) == 0 {
		s.objects[key(ctx, name)] = obj.DeepCopyObject()
	}
	return obj, false, nil
}

func (s *fakeStorage) Delete(ctx context.Context, name string, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions) (runtime.Object, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.deleteOptions = options
	obj, ok := s.objects[key(ctx, name)]
	if !ok {
		return nil, false, errors.NewNotFound(s.resource, name)
	}
	if err := deleteValidation(ctx, obj); err != nil {
		return nil, false, err
	}
	if len(options.DryRun) == 0 && !s.deleteNotDone {
		delete(s.objects, key(ctx, name))
	}
	if s.deleteStatus {
		m, _ := meta.Accessor(obj)
		return &metav1.Status{Status: metav1.StatusSuccess, Details: &metav1.StatusDetails{
			Name: name, Kind: s.resource.Resource, UID: m.GetUID()}}, true, nil
	}
	return obj, !s.deleteNotDone, nil
}

func (s *fakeStorage) DeleteCollection(ctx context.Context, deleteValidation rest.ValidateObjectFunc, options *metav1.DeleteOptions,
	listOptions *metainternalversion.ListOptions) (runtime.Object, error) {
	list, err := s.List(ctx, listOptions)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.deleteOptions = options
	err = meta.EachListItem(list, func(obj runtime.Object) error {
		if err := deleteValidation(ctx, obj); err != nil {
			return err
		}
		m, _ := meta.Accessor(obj)
		delete(s.objects, m.GetNamespace()+"/"+m.GetName())
		return nil
	})
	return list, err
}

func (s *fakeStorage) Watch(ctx context.Context, options *metainternalversion.ListOptions) (watch.Interface, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.listOptions = options
	if s.watcher == nil {
		return nil, errors.NewBadRequest("no watcher set")
	}
	return s.watcher, nil
}

// configMap returns an internal ConfigMap.
func configMap(namespace, name string, data map[string]string) *core.ConfigMap {
	return &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: namespace, Name: name}, Data: data}
}

// configMapScope is the RequestScope the installer would build for
// /api/v1/namespaces/{namespace}/configmaps.
func configMapScope(s *fakeStorage) *RequestScope {
	return &RequestScope{
		Namer:               ContextBasedNaming{},
		Serializer:          legacyscheme.Codecs,
		ParameterCodec:      legacyscheme.ParameterCodec,
		Creater:             legacyscheme.Scheme,
		Convertor:           legacyscheme.Scheme,
		Defaulter:           legacyscheme.Scheme,
		Typer:               legacyscheme.Scheme,
		UnsafeConvertor:     legacyscheme.Scheme,
		TableConvertor:      s,
		Resource:            schema.GroupVersionResource{Version: "v1", Resource: "configmaps"},
		Kind:                schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"},
		MetaGroupVersion:    metav1.SchemeGroupVersion,
		HubGroupVersion:     schema.GroupVersion{Version: runtime.APIVersionInternal},
		MaxRequestBodyBytes: 3 * 1024 * 1024,
	}
}

// requestInfoFactory parses test URLs as the server would.
var requestInfoFactory = &request.RequestInfoFactory{APIPrefixes: []string{"api", "apis"}, GrouplessAPIPrefixes: []string{"api"}}

// withRequestInfo puts the URL's RequestInfo into the context, standing
// in for the installer (and stage 06's filter).
func withRequestInfo(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		info, err := requestInfoFactory.NewRequestInfo(req)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		h.ServeHTTP(w, req.WithContext(request.WithRequestInfo(req.Context(), info)))
	})
}

// call sends one request through h; headers are name, value pairs.
func call(h http.Handler, method, url string, body []byte, headers ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, url, bytes.NewReader(body))
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	withRequestInfo(h).ServeHTTP(rec, req)
	return rec
}

// status decodes a Status body.
func status(t *testing.T, rec *httptest.ResponseRecorder) metav1.Status {
	t.Helper()
	var s metav1.Status
	if err := json.Unmarshal(rec.Body.Bytes(), &s); err != nil || s.Kind != "Status" {
		t.Fatalf("body %q is not a Status: %v", rec.Body.String(), err)
	}
	return s
}

// expectStatus checks code, reason and a part of the message.
func expectStatus(t *testing.T, rec *httptest.ResponseRecorder, code int, reason metav1.StatusReason, message string) {
	t.Helper()
	if rec.Code != code {
		t.Fatalf("got code %d; want %d (body %s)", rec.Code, code, rec.Body.String())
	}
	s := status(t, rec)
	if s.Code != int32(code) || s.Reason != reason || !strings.Contains(s.Message, message) {
		t.Errorf("got Status %d %q %q; want %d %q containing %q", s.Code, s.Reason, s.Message, code, reason, message)
	}
}

// decodeJSON decodes a JSON body into a map.
func decodeJSON(t *testing.T, data []byte) map[string]interface{} {
	t.Helper()
	var m map[string]interface{}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("body %q: %v", data, err)
	}
	return m
}

// readAll reads a body to the end.
func readAll(t *testing.T, r io.Reader) []byte {
	t.Helper()
	data, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// schemaGVK shortens schema.GroupVersionKind in tables.
type schemaGVK = schema.GroupVersionKind

// newRequest returns a request carrying its RequestInfo.
func newRequest(method, url string) *http.Request {
	req := httptest.NewRequest(method, url, nil)
	info, _ := requestInfoFactory.NewRequestInfo(req)
	return req.WithContext(request.WithRequestInfo(req.Context(), info))
}

// newRequestWithoutInfo returns a request no installer has seen.
func newRequestWithoutInfo() *http.Request { return httptest.NewRequest("GET", "/", nil) }

// Short names for the test storages' signatures.
type (
	runtimeObject  = runtime.Object
	contextContext = context.Context
	restValidate   = rest.ValidateObjectFunc
)

// appsDeployments is the deployments resource.
var appsDeployments = schema.GroupResource{Group: "apps", Resource: "deployments"}

func newDeployment() runtime.Object     { return &apps.Deployment{} }
func newDeploymentList() runtime.Object { return &apps.DeploymentList{} }

// deploymentScope is the RequestScope of /apis/apps/v1/namespaces/{namespace}/deployments.
func deploymentScope(s *fakeStorage) *RequestScope {
	scope := configMapScope(s)
	scope.Resource = schema.GroupVersionResource{Group: "apps", Version: "v1", Resource: "deployments"}
	scope.Kind = schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"}
	scope.HubGroupVersion = schema.GroupVersion{Group: "apps", Version: runtime.APIVersionInternal}
	return scope
}

// statusOf returns the Status an error is written as.
func statusOf(err error) metav1.Status {
	return *responsewriters.ErrorToAPIStatus(err)
}

type metainternalversionListOptions = metainternalversion.ListOptions
