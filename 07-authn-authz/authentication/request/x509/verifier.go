package x509

import (
	"crypto/x509"
	"crypto/x509/pkix"
	"fmt"
	"net/http"
	"slices"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// Verifier lets another authenticator decide, but only for requests
// whose client certificate verifies and has an allowed common name: the
// front proxy's headers are believed only from the front proxy.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.Verifier.
type Verifier struct {
	verifyOptionsFn VerifyOptionFunc
	auth            authenticator.Request
	// allowedCommonNames are the CNs a verified certificate may have;
	// empty allows any.
	allowedCommonNames StringSliceProvider
}

var _ authenticator.Request = (*Verifier)(nil)

// NewVerifier returns a Verifier with static options and names
// (--requestheader-client-ca-file, --requestheader-allowed-names).
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.NewVerifier
// (which takes a sets.String).
func NewVerifier(opts x509.VerifyOptions, auth authenticator.Request, allowedCommonNames []string) authenticator.Request {
	names := slices.Clone(allowedCommonNames)
	slices.Sort(names)
	return NewDynamicCAVerifier(StaticVerifierFn(opts), auth, StaticStringSlice(names))
}

// NewDynamicCAVerifier is NewVerifier with options and names read at
// every request.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.NewDynamicCAVerifier.
func NewDynamicCAVerifier(verifyOptionsFn VerifyOptionFunc, auth authenticator.Request, allowedCommonNames StringSliceProvider) authenticator.Request {
	return &Verifier{verifyOptionsFn: verifyOptionsFn, auth: auth, allowedCommonNames: allowedCommonNames}
}

// AuthenticateRequest does not recognise a request without a client
// certificate; one that does not verify, or whose CN is not allowed, is
// an error; otherwise the wrapped authenticator answers.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.(*Verifier).AuthenticateRequest.
func (v *Verifier) AuthenticateRequest(req *http.Request) (*authenticator.Response, bool, error) {
	opts, ok := verifyOptions(req, v.verifyOptionsFn)
	if !ok {
		return nil, false, nil
	}
	leaf := req.TLS.PeerCertificates[0]
	if _, err := leaf.Verify(opts); err != nil {
		return nil, false, err
	}
	if err := v.verifySubject(leaf.Subject); err != nil {
		return nil, false, err
	}
	return v.auth.AuthenticateRequest(req)
}

// verifySubject checks subject's CN against the allowed names.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.(*Verifier).verifySubject.
func (v *Verifier) verifySubject(subject pkix.Name) error {
	allowed := v.allowedCommonNames.Value()
	if len(allowed) == 0 || slices.Contains(allowed, subject.CommonName) {
		return nil
	}
	return fmt.Errorf("x509: subject with cn=%s is not in the allowed list", subject.CommonName)
}
