package serviceaccount

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	apiserverserviceaccount "github.com/kube-rebuilt/apiserver/02-generic-server/authentication/serviceaccount"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
)

// The issuer, labels and data key of legacy tokens: those kept in
// kubernetes.io/service-account-token secrets, with no expiry and no
// audience.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount (constants) and, for
// ServiceAccountTokenKey, k8s.io/api/core/v1.ServiceAccountTokenKey.
const (
	// LegacyIssuer is the "iss" of every legacy token.
	LegacyIssuer = "kubernetes/serviceaccount"
	// LastUsedLabelKey is the label that records the day a legacy token
	// was last used.
	LastUsedLabelKey = "kubernetes.io/legacy-token-last-used"
	// InvalidSinceLabelKey marks a legacy token as no longer accepted.
	InvalidSinceLabelKey = "kubernetes.io/legacy-token-invalid-since"
	// ServiceAccountTokenKey is the key of the token in its secret.
	ServiceAccountTokenKey = "token"
)

// legacyPrivateClaims are the claims of a legacy token.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.legacyPrivateClaims.
type legacyPrivateClaims struct {
	ServiceAccountName string `json:"kubernetes.io/serviceaccount/service-account.name"`
	ServiceAccountUID  string `json:"kubernetes.io/serviceaccount/service-account.uid"`
	SecretName         string `json:"kubernetes.io/serviceaccount/secret.name"`
	Namespace          string `json:"kubernetes.io/serviceaccount/namespace"`
}

// LegacyClaims are the claims of a legacy token for serviceAccount,
// kept in secret. Sign them with a generator whose issuer is LegacyIssuer.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.LegacyClaims.
func LegacyClaims(serviceAccount corev1.ServiceAccount, secret corev1.Secret) (*JWTClaims, any) {
	return &JWTClaims{Subject: apiserverserviceaccount.MakeUsername(serviceAccount.Namespace, serviceAccount.Name)},
		&legacyPrivateClaims{
			Namespace:          serviceAccount.Namespace,
			ServiceAccountName: serviceAccount.Name,
			ServiceAccountUID:  string(serviceAccount.UID),
			SecretName:         secret.Name,
		}
}

// SecretLabeler sets labels on a secret: the validator records there the
// day a legacy token was last used. The app backs it with a merge patch
// to the core storage.
// Upstream: the typedv1core.SecretsGetter NewLegacyValidator patches with.
type SecretLabeler interface {
	LabelSecret(ctx context.Context, secret *corev1.Secret, labels map[string]string) error
}

// NewLegacyValidator validates legacy tokens. With lookup, the token must
// still be in its secret and its service account must exist with the
// token's UID; labeler then records the day of use.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.NewLegacyValidator.
func NewLegacyValidator(lookup bool, getter ServiceAccountTokenGetter, labeler SecretLabeler) (Validator[legacyPrivateClaims], error) {
	if lookup && getter == nil {
		return nil, errors.New("ServiceAccountTokenGetter must be provided")
	}
	if lookup && labeler == nil {
		return nil, errors.New("SecretsWriter must be provided")
	}
	return &legacyValidator{lookup: lookup, getter: getter, labeler: labeler}, nil
}

// legacyValidator is NewLegacyValidator's Validator.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.legacyValidator.
type legacyValidator struct {
	lookup  bool
	getter  ServiceAccountTokenGetter
	labeler SecretLabeler
}

var _ Validator[legacyPrivateClaims] = &legacyValidator{}

// Validate checks the claims and, with lookup, the secret and the
// service account.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.(*legacyValidator).Validate.
func (v *legacyValidator) Validate(ctx context.Context, tokenData string, public *JWTClaims, private *legacyPrivateClaims) (*apiserverserviceaccount.ServiceAccountInfo, error) {
	if err := checkLegacyClaims(public, private); err != nil {
		return nil, err
	}
	if v.lookup {
		if err := v.lookUp(ctx, tokenData, private); err != nil {
			return nil, err
		}
	}
	return &apiserverserviceaccount.ServiceAccountInfo{
		Namespace: private.Namespace, Name: private.ServiceAccountName, UID: private.ServiceAccountUID,
	}, nil
}

// checkLegacyClaims: every claim is there and sub names the account.
// Upstream: the first half of (*legacyValidator).Validate.
func checkLegacyClaims(public *JWTClaims, private *legacyPrivateClaims) error {
	switch {
	case public.Subject == "":
		return errors.New("sub claim is missing")
	case private.Namespace == "":
		return errors.New("namespace claim is missing")
	case private.SecretName == "":
		return errors.New("secretName claim is missing")
	case private.ServiceAccountName == "":
		return errors.New("serviceAccountName claim is missing")
	case private.ServiceAccountUID == "":
		return errors.New("serviceAccountUID claim is missing")
	}
	ns, name, err := apiserverserviceaccount.SplitUsername(public.Subject)
	if err != nil || ns != private.Namespace || name != private.ServiceAccountName {
		return errors.New("sub claim is invalid")
	}
	return nil
}

// lookUp checks the secret still holds the token and the service account
// stands, refuses tokens marked invalid, and records the use.
// Upstream: the second half of (*legacyValidator).Validate.
func (v *legacyValidator) lookUp(ctx context.Context, tokenData string, private *legacyPrivateClaims) error {
	namespace, secretName, saName := private.Namespace, private.SecretName, private.ServiceAccountName
	secret, err := v.getter.GetSecret(ctx, namespace, secretName)
	if err != nil || secret.DeletionTimestamp != nil {
		return errors.New("Token has been invalidated")
	}
	if subtle.ConstantTimeCompare(secret.Data[ServiceAccountTokenKey], []byte(tokenData)) == 0 {
		return errors.New("Token does not match server's copy")
	}
	serviceAccount, err := v.getter.GetServiceAccount(ctx, namespace, saName)
	if err != nil {
		return err
	}
	if serviceAccount.DeletionTimestamp != nil {
		return fmt.Errorf("ServiceAccount %s/%s has been deleted", namespace, saName)
	}
	if string(serviceAccount.UID) != private.ServiceAccountUID {
		return fmt.Errorf("ServiceAccount UID (%s) does not match claim (%s)", serviceAccount.UID, private.ServiceAccountUID)
	}
	if secret.Labels[InvalidSinceLabelKey] != "" {
		audit.AddAuditAnnotation(ctx, "authentication.k8s.io/legacy-token-invalidated", secret.Name+"/"+secret.Namespace)
		v.recordLastUsed(ctx, secret)
		return fmt.Errorf("the token in secret %s/%s for service account %s/%s has been marked invalid. Use tokens from the TokenRequest API or manually created secret-based tokens, or remove the '%s' label from the secret to temporarily allow use of this token", namespace, secretName, namespace, saName, InvalidSinceLabelKey)
	}
	annotateLegacyUse(ctx, secret, serviceAccount)
	v.recordLastUsed(ctx, secret)
	return nil
}

// annotateLegacyUse says, in a warning and the audit log, whether the
// token came from a secret the token controller made (listed in the
// service account's secrets) or one a user made.
// Upstream: part of (*legacyValidator).Validate.
func annotateLegacyUse(ctx context.Context, secret *corev1.Secret, sa *corev1.ServiceAccount) {
	for _, ref := range sa.Secrets {
		if ref.Name == secret.Name {
			warning.AddWarning(ctx, "Use tokens from the TokenRequest API or manually created secret-based tokens instead of auto-generated secret-based tokens.")
			audit.AddAuditAnnotation(ctx, "authentication.k8s.io/legacy-token-autogenerated-secret", secret.Name)
			return
		}
	}
	audit.AddAuditAnnotation(ctx, "authentication.k8s.io/legacy-token-manual-secret", secret.Name)
}

// nowUTC is replaced by tests.
var nowUTC = func() time.Time { return time.Now().UTC() }

// recordLastUsed labels the secret with today's date, unless it already
// says today (or tomorrow: another server's clock may be ahead). A
// failure is not the client's problem, so it is not returned.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.(*legacyValidator).patchSecretWithLastUsedDate.
func (v *legacyValidator) recordLastUsed(ctx context.Context, secret *corev1.Secret) {
	now := nowUTC()
	today, tomorrow := now.Format("2006-01-02"), now.AddDate(0, 0, 1).Format("2006-01-02")
	if lastUsed := secret.Labels[LastUsedLabelKey]; lastUsed == today || lastUsed == tomorrow {
		return
	}
	_ = v.labeler.LabelSecret(ctx, secret, map[string]string{LastUsedLabelKey: today})
}
