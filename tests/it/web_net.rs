//! The browser face on a network (issue 31): strangers are refused before they can spend the
//! learner's rate.

use axum::body::Body;
use axum::http::{StatusCode, header};

use crate::web::{Site, words};

#[test]
fn three_hundred_keyless_requests_do_not_lock_the_learner_out() {
    let site = Site::rated();
    let keyless = || {
        let mut request = Site::request("GET", "/").body(Body::empty()).unwrap();
        request.headers_mut().remove(header::COOKIE);
        request
    };
    let refused: Vec<StatusCode> = (0..300).map(|_| site.send(keyless()).status).collect();
    assert!(refused[..200].iter().all(|s| *s == StatusCode::FORBIDDEN), "{refused:?}");
    // Past their own burst the refusals are cut short, the learner's rate untouched.
    let cut = refused.iter().filter(|s| **s == StatusCode::TOO_MANY_REQUESTS).count();
    assert!(cut >= 40 && cut + refused.iter().filter(|s| **s == StatusCode::FORBIDDEN).count() == 300);
    let home = site.get("/");
    assert_eq!(home.status, StatusCode::OK, "{}", words(&home.body));
    // And the learner still has a whole burst of their own.
    let statuses: Vec<StatusCode> = (0..200).map(|_| site.get("/assets/app.js").status).collect();
    assert!(statuses.iter().all(|s| *s == StatusCode::OK), "{statuses:?}");
}
