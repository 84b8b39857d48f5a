package app

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	saController "github.com/kube-rebuilt/apiserver/07-authn-authz/controller/serviceaccount"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/kubeapiserver/options"
	sastorage "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/core/serviceaccount/storage"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/serviceaccount"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/keyutil"
)

// serviceAccountTokens are what stage 07 does with service-account
// tokens: an authenticator that verifies them (after the token file),
// serviceaccounts/token that issues them (kubectl create token), and the
// issuer's discovery documents.
// Upstream: the ServiceAccount* parts of kube-apiserver's
// BuildAuthenticator, its legacy storage provider (TokenREST) and
// serviceaccount.NewOpenIDMetadataProvider in pkg/controlplane.
type serviceAccountTokens struct {
	authenticator authenticator.Token
	// storageHook gives the authenticator the core group's stores and
	// adds serviceaccounts/token, once the master builds them.
	storageHook func(storage map[string]rest.Storage) error
	// discovery serves /.well-known/openid-configuration and /openid/v1/jwks.
	discovery http.Handler
}

// newServiceAccountTokens builds them from the flags; all nil without
// any service-account flag (a server given its own --tls-cert-file and
// no --service-account-* runs without service-account tokens).
func newServiceAccountTokens(o options.ServiceAccountAuthenticationOptions, apiAuds authenticator.Audiences, externalAddress string) (*serviceAccountTokens, error) {
	if len(o.Issuers) == 0 {
		return &serviceAccountTokens{}, nil
	}
	var publicKeys []any
	for _, f := range o.KeyFiles {
		keys, err := keyutil.PublicKeysFromFile(f)
		if err != nil {
			return nil, fmt.Errorf("--service-account-key-file %s: %w", f, err)
		}
		publicKeys = append(publicKeys, keys...)
	}
	signingKey, err := keyutil.PrivateKeyFromFile(o.SigningKeyFile)
	if err != nil {
		return nil, fmt.Errorf("--service-account-signing-key-file %s: %w", o.SigningKeyFile, err)
	}
	if len(publicKeys) == 0 {
		publicKeys = []any{signingKey.Public()}
	}
	keys, err := serviceaccount.StaticPublicKeysGetter(publicKeys)
	if err != nil {
		return nil, err
	}
	generator, err := serviceaccount.JWTTokenGenerator(o.Issuers[0], signingKey)
	if err != nil {
		return nil, err
	}
	getter := &deferredTokenGetter{}
	t := &serviceAccountTokens{
		authenticator: serviceaccount.JWTTokenAuthenticator(o.Issuers, keys, apiAuds, serviceaccount.NewValidator(getter)),
		storageHook: func(storage map[string]rest.Storage) error {
			sas, pods, secrets, err := coreGetters(storage)
			if err != nil {
				return err
			}
			getter.set(saController.NewGetterFromStorage(sas, pods, secrets, legacyscheme.Scheme))
			storage["serviceaccounts/token"] = sastorage.NewTokenREST(sas, pods, secrets, generator, apiAuds,
				int64(o.MaxExpiration.Seconds()), false, 0)
			return nil
		},
	}
	provider, err := serviceaccount.NewOpenIDMetadataProvider(o.Issuers[0], "", externalAddress, keys)
	if err != nil {
		// As upstream: an issuer that is no https URL has no discovery documents.
		klog.Warningf("Service-account issuer discovery is off: %v", err)
	} else {
		t.discovery = serviceaccount.NewOpenIDMetadataHandler(provider)
	}
	return t, nil
}

// coreGetters are the core group's stores the tokens are checked against.
func coreGetters(storage map[string]rest.Storage) (sas, pods, secrets rest.Getter, err error) {
	var ok [3]bool
	sas, ok[0] = storage["serviceaccounts"].(rest.Getter)
	pods, ok[1] = storage["pods"].(rest.Getter)
	secrets, ok[2] = storage["secrets"].(rest.Getter)
	if !ok[0] || !ok[1] || !ok[2] {
		return nil, nil, nil, errors.New("the core group serves no serviceaccounts, pods or secrets to check service-account tokens against")
	}
	return sas, pods, secrets, nil
}

// deferredTokenGetter is the storage getter, once the master has built
// the stores: the authenticator exists before the storage does.
type deferredTokenGetter struct {
	mu     sync.RWMutex
	getter serviceaccount.ServiceAccountTokenGetter
}

var _ serviceaccount.ServiceAccountTokenGetter = &deferredTokenGetter{}

func (d *deferredTokenGetter) set(g serviceaccount.ServiceAccountTokenGetter) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.getter = g
}

func (d *deferredTokenGetter) get() (serviceaccount.ServiceAccountTokenGetter, error) {
	d.mu.RLock()
	defer d.mu.RUnlock()
	if d.getter == nil {
		return nil, errors.New("the service-account storage is not built yet")
	}
	return d.getter, nil
}

func (d *deferredTokenGetter) GetServiceAccount(ctx context.Context, namespace, name string) (*corev1.ServiceAccount, error) {
	g, err := d.get()
	if err != nil {
		return nil, err
	}
	return g.GetServiceAccount(ctx, namespace, name)
}

func (d *deferredTokenGetter) GetPod(ctx context.Context, namespace, name string) (*corev1.Pod, error) {
	g, err := d.get()
	if err != nil {
		return nil, err
	}
	return g.GetPod(ctx, namespace, name)
}

func (d *deferredTokenGetter) GetSecret(ctx context.Context, namespace, name string) (*corev1.Secret, error) {
	g, err := d.get()
	if err != nil {
		return nil, err
	}
	return g.GetSecret(ctx, namespace, name)
}
