package authenticator

import "context"

// Audiences are the audiences of a token: the "aud" values it was minted
// for, or the ones a server accepts.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.Audiences.
type Audiences []string

// audiencesKey is the context key of the audiences a request must match.
// A private type, so no other package can collide with it.
type audiencesKey struct{}

// WithAudiences returns a copy of ctx carrying auds, the audiences the
// server accepts; WithAuthentication sets them when --api-audiences is
// given.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.WithAudiences.
func WithAudiences(ctx context.Context, auds Audiences) context.Context {
	return context.WithValue(ctx, audiencesKey{}, auds)
}

// AudiencesFrom returns the audiences in ctx, and whether there are any.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.AudiencesFrom.
func AudiencesFrom(ctx context.Context) (Audiences, bool) {
	auds, ok := ctx.Value(audiencesKey{}).(Audiences)
	return auds, ok
}

// Has reports whether a holds aud.
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.Audiences.Has.
func (a Audiences) Has(aud string) bool {
	for _, have := range a {
		if have == aud {
			return true
		}
	}
	return false
}

// Intersect returns the audiences of target that a also holds, in
// target's order; never nil, so an empty result still marshals as [].
// Upstream: k8s.io/apiserver/pkg/authentication/authenticator.Audiences.Intersect.
func (a Audiences) Intersect(target Audiences) Audiences {
	selected := Audiences{}
	for _, aud := range target {
		if a.Has(aud) {
			selected = append(selected, aud)
		}
	}
	return selected
}
