package componentstatus

import (
	"context"
	"sort"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/core/printers"
)

// REST answers get and list of componentstatuses by probing the servers
// GetServersToValidate returns, in parallel.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.REST.
type REST struct {
	GetServersToValidate func() map[string]Server
	rest.TableConvertor
}

// The abilities of REST, checked at compile time.
var (
	_ rest.Getter               = &REST{}
	_ rest.Lister               = &REST{}
	_ rest.Scoper               = &REST{}
	_ rest.ShortNamesProvider   = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewStorage returns componentstatuses over the servers serverRetriever
// lists.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.NewStorage.
func NewStorage(serverRetriever func() map[string]Server) *REST {
	return &REST{GetServersToValidate: serverRetriever, TableConvertor: printers.ComponentStatuses}
}

// NamespaceScoped is false.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.(*REST).NamespaceScoped.
func (*REST) NamespaceScoped() bool { return false }

// New returns an empty ComponentStatus.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.(*REST).New.
func (*REST) New() runtime.Object { return &core.ComponentStatus{} }

// Destroy does nothing: nothing is stored.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.(*REST).Destroy.
func (*REST) Destroy() {}

// NewList returns an empty ComponentStatusList.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.(*REST).NewList.
func (*REST) NewList() runtime.Object { return &core.ComponentStatusList{} }

// GetSingularName is "componentstatus".
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.(*REST).GetSingularName.
func (*REST) GetSingularName() string { return "componentstatus" }

// ShortNames: kubectl get cs.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.(*REST).ShortNames.
func (*REST) ShortNames() []string { return []string{"cs"} }

// List probes every server and answers their statuses, sorted by name
// (upstream's order is the probes' finishing order), filtered by the
// label selector.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.(*REST).List.
func (rs *REST) List(ctx context.Context, options *internalversion.ListOptions) (runtime.Object, error) {
	servers := rs.GetServersToValidate()
	var wg sync.WaitGroup
	statuses := make(chan core.ComponentStatus, len(servers))
	for name, server := range servers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			statuses <- *getComponentStatus(ctx, name, server)
		}()
	}
	wg.Wait()
	close(statuses)
	reply := []core.ComponentStatus{}
	for status := range statuses {
		if options != nil && options.LabelSelector != nil && !options.LabelSelector.Matches(nil) {
			continue // component statuses carry no labels
		}
		reply = append(reply, status)
	}
	sort.Slice(reply, func(i, j int) bool { return reply[i].Name < reply[j].Name })
	return &core.ComponentStatusList{Items: reply}, nil
}

// Get probes one server; an unknown name is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.(*REST).Get.
func (rs *REST) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	server, ok := rs.GetServersToValidate()[name]
	if !ok {
		return nil, apierrors.NewNotFound(core.Resource("componentstatus"), name)
	}
	return getComponentStatus(ctx, name, server), nil
}

// getComponentStatus turns one probe into a ComponentStatus with its
// Healthy condition.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.(*REST).getComponentStatus.
func getComponentStatus(ctx context.Context, name string, server Server) *core.ComponentStatus {
	status, msg, err := server.DoServerCheck(ctx)
	errorMsg := ""
	if err != nil {
		errorMsg = err.Error()
	}
	cs := &core.ComponentStatus{Conditions: []core.ComponentCondition{{
		Type: core.ComponentHealthy, Status: status, Message: msg, Error: errorMsg,
	}}}
	cs.Name = name
	return cs
}
