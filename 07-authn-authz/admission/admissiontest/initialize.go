package admissiontest

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/initializer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers/informerstest"
)

// Initialize gives plugin an informer factory and storages over stores,
// as the server's initializer does, fails the test if the plugin says
// it is not ready (ValidateInitialization), and starts and syncs the
// informers it asked for; they stop when the test ends.
func Initialize(t *testing.T, plugin admission.Interface, stores ...*informerstest.Storage) {
	t.Helper()
	storages := informers.NewStorages()
	for _, st := range stores {
		storages.Add(st.Resource(), st)
	}
	factory := informers.NewSharedInformerFactory(storages)
	initializer.New(factory, storages, nil, nil).Initialize(plugin)
	if v, ok := plugin.(admission.InitializationValidator); ok {
		if err := v.ValidateInitialization(); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	factory.Start(ctx)
	factory.WaitForCacheSync(ctx)
}
