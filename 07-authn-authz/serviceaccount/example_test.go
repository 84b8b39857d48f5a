package serviceaccount_test

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"errors"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/serviceaccount"
)

// objects is a ServiceAccountTokenGetter over a map, as the app's would
// be over the core storage.
type objects map[string]metav1.ObjectMeta

func (o objects) GetServiceAccount(_ context.Context, ns, name string) (*corev1.ServiceAccount, error) {
	if m, ok := o["serviceaccounts/"+ns+"/"+name]; ok {
		return &corev1.ServiceAccount{ObjectMeta: m}, nil
	}
	return nil, errors.New("not found")
}

func (o objects) GetPod(_ context.Context, ns, name string) (*corev1.Pod, error) {
	if m, ok := o["pods/"+ns+"/"+name]; ok {
		return &corev1.Pod{ObjectMeta: m}, nil
	}
	return nil, errors.New("not found")
}

func (o objects) GetSecret(_ context.Context, ns, name string) (*corev1.Secret, error) {
	return nil, errors.New("not found")
}

// Example issues a pod-bound token, as the kubelet asks for one through
// TokenRequest, authenticates it, and authenticates it again after the
// pod is gone.
func Example() {
	key, _ := rsa.GenerateKey(rand.Reader, 2048)
	const issuer = "https://kubernetes.default.svc.cluster.local"
	apiAudiences := authenticator.Audiences{issuer}
	sa := metav1.ObjectMeta{Namespace: "default", Name: "builder", UID: "0b8c5b5e"}
	pod := metav1.ObjectMeta{Namespace: "default", Name: "build-1", UID: "7f2d1c3a"}
	store := objects{"serviceaccounts/default/builder": sa, "pods/default/build-1": pod}

	generator, _ := serviceaccount.JWTTokenGenerator(issuer, key)
	public, private, _ := serviceaccount.Claims(core.ServiceAccount{ObjectMeta: sa}, &core.Pod{ObjectMeta: pod}, nil, nil, 3600, 0, apiAudiences)
	token, _ := generator.GenerateToken(context.Background(), public, private)

	keys, _ := serviceaccount.StaticPublicKeysGetter([]any{key})
	auth := serviceaccount.JWTTokenAuthenticator([]string{issuer}, keys, apiAudiences, serviceaccount.NewValidator(store))
	resp, ok, err := auth.AuthenticateToken(context.Background(), token)
	fmt.Println(ok, err, resp.User.GetName(), resp.User.GetGroups())
	fmt.Println(resp.User.GetExtra()["authentication.kubernetes.io/pod-name"])

	delete(store, "pods/default/build-1")
	_, ok, err = auth.AuthenticateToken(context.Background(), token)
	fmt.Println(ok, err)
	// Output:
	// true <nil> system:serviceaccount:default:builder [system:serviceaccounts system:serviceaccounts:default]
	// [build-1]
	// false service account token has been invalidated
}
